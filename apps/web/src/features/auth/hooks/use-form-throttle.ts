import { isSubmittedTooFast } from '@patili/domain/auth';
import { useCallback, useEffect, useRef } from 'react';

/**
 * A form submitted within 1500 ms of loading or of its last submit is refused.
 * `check()` answers and restarts the interval.
 */
export const useFormThrottle = () => {
  const since = useRef<number | null>(null);
  useEffect(() => {
    since.current = Date.now();
  }, []);
  return useCallback((): 'ok' | 'too-fast' => {
    const now = Date.now();
    const tooFast = isSubmittedTooFast(now, since.current ?? now);
    since.current = now;
    return tooFast ? 'too-fast' : 'ok';
  }, []);
};
