import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/**
 * Replaces the location with `path` `ms` after `when` turns true (e.g. a not-found provider's
 * message stays a moment, then the owner is back on the browse list). Nothing happens while
 * `when` is false, and leaving the screen first cancels it.
 */
export const useRedirectAfter = (when: boolean, path: string, ms: number) => {
  const navigate = useNavigate();
  useEffect(() => {
    if (!when) return undefined;
    const timer = window.setTimeout(() => void navigate(path, { replace: true }), ms);
    return () => window.clearTimeout(timer);
  }, [when, path, ms, navigate]);
};
