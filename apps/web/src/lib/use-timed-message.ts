import { useCallback, useEffect, useRef, useState } from 'react';

import type { StatusTone } from '../components/feedback/status-message';

export type TimedMessage = { tone: StatusTone; text: string } | null;

/** A message that clears itself after `ms` (the login and register messages: 5 s). */
export const useTimedMessage = (ms: number) => {
  const [message, setMessage] = useState<TimedMessage>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const clear = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setMessage(null);
  }, []);
  const show = useCallback(
    (tone: StatusTone, text: string) => {
      if (timer.current) clearTimeout(timer.current);
      setMessage({ tone, text });
      timer.current = setTimeout(() => setMessage(null), ms);
    },
    [ms],
  );
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);
  return { message, show, clear };
};
