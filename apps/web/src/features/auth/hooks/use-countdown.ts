import { useCallback, useEffect, useState } from 'react';

/** Counts whole seconds down to zero (the SMS resend wait: 60 s). */
export const useCountdown = () => {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (seconds <= 0) return undefined;
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);
  const start = useCallback((from: number) => setSeconds(from), []);
  return { seconds, running: seconds > 0, start };
};
