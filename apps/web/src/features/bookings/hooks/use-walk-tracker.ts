import {
  WALK_POINT_MIN_INTERVAL_MS,
  WALK_POINTS_BATCH_MAX,
  WALK_SEND_INTERVAL_MS,
  type WalkPointInput,
} from '@patili/domain/bookings';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';

import { ApiError } from '../../../lib/api-client';
import { walkTrackQueryKey } from '../api/get-walk-track';
import { recordWalkPoints } from '../api/record-walk-points';

/**
 * Where sharing stands:
 * - `intro`: not asked yet; the explanation is on screen, the browser has not prompted;
 * - `asking`: watching, no reading yet (the browser's prompt may be open);
 * - `sharing`: readings arrive and are sent every few seconds;
 * - `denied`: the browser refused (the walker said no, or the site is blocked);
 * - `unavailable`: no reading could be had (no fix, a timeout); watching goes on;
 * - `unsupported`: the browser has no Geolocation API;
 * - `off`: the walker chose to go on without sharing.
 */
export type TrackerStatus =
  'intro' | 'asking' | 'sharing' | 'denied' | 'unavailable' | 'unsupported' | 'off';

/** What the walker chose for a walk, kept for the tab (a reload does not ask again). */
type Choice = 'share' | 'off';
const choiceKey = (bookingId: string) => `patili.walk-tracking.${bookingId}`;

const readChoice = (bookingId: string): Choice | null => {
  try {
    const value = window.sessionStorage.getItem(choiceKey(bookingId));
    return value === 'share' || value === 'off' ? value : null;
  } catch {
    return null;
  }
};

const keepChoice = (bookingId: string, choice: Choice) => {
  try {
    window.sessionStorage.setItem(choiceKey(bookingId), choice);
  } catch {
    // Private modes may refuse storage: the choice then lasts as long as the page.
  }
};

const geolocation = (): Geolocation | null =>
  typeof navigator !== 'undefined' && 'geolocation' in navigator ? navigator.geolocation : null;

/** The browser's reading as the API takes it. */
const toReading = (position: GeolocationPosition): WalkPointInput => ({
  latitude: position.coords.latitude,
  longitude: position.coords.longitude,
  ...(Number.isFinite(position.coords.accuracy)
    ? { accuracyM: Math.min(100_000, position.coords.accuracy) }
    : {}),
  recordedAt: new Date(position.timestamp || Date.now()).toISOString(),
});

/** Readings waiting to be sent, at most this many (the oldest go first): half an hour at one per 3 s. */
const QUEUE_MAX = 600;

const WATCH_OPTIONS: PositionOptions = { enableHighAccuracy: true, maximumAge: 0, timeout: 30_000 };

const initialStatus = (bookingId: string): TrackerStatus => {
  if (!geolocation()) return 'unsupported';
  const choice = readChoice(bookingId);
  if (choice === 'share') return 'asking';
  return choice === 'off' ? 'off' : 'intro';
};

export type WalkTracker = {
  status: TrackerStatus;
  /** When the last batch was taken by the server (ms), or null. */
  lastSentAt: number | null;
  /** The last send failed (offline, too often); the readings wait for the next one. */
  failing: boolean;
  /** Starts watching the position (the browser may prompt). */
  share: () => void;
  /** Goes on without sharing: stops watching. */
  stop: () => void;
  /** Takes one reading now and sends it (the manual way); resolves with how it went. */
  sendNow: () => Promise<'sent' | 'denied' | 'unavailable' | 'failed'>;
  /** Sends what is waiting (before the walk is finished). */
  flush: () => Promise<void>;
};

/**
 * The walker's side of a walk followed live: while `active`, the browser's position is
 * watched (high accuracy) once the walker agreed, kept at most one reading per 3 s, and sent in
 * batches every 5 s; a failed send keeps its readings for the next. Watching stops when the walker
 * says so, when `active` ends (the walk is finished) and when the page is left.
 */
export const useWalkTracker = (bookingId: string, active: boolean): WalkTracker => {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<TrackerStatus>(() => initialStatus(bookingId));
  const [lastSentAt, setLastSentAt] = useState<number | null>(null);
  const [failing, setFailing] = useState(false);
  const queue = useRef<WalkPointInput[]>([]);
  const lastQueuedAt = useRef<number | null>(null);
  const sending = useRef<Promise<void> | null>(null);

  const enqueue = useCallback((position: GeolocationPosition, force = false) => {
    const reading = toReading(position);
    const time = Date.parse(reading.recordedAt);
    if (
      !force &&
      lastQueuedAt.current !== null &&
      time - lastQueuedAt.current < WALK_POINT_MIN_INTERVAL_MS
    )
      return;
    lastQueuedAt.current = time;
    queue.current = [...queue.current, reading].slice(-QUEUE_MAX);
  }, []);

  const sendBatch = useCallback(async () => {
    const batch = queue.current.slice(0, WALK_POINTS_BATCH_MAX);
    if (batch.length === 0) return;
    try {
      await recordWalkPoints(bookingId, batch);
      queue.current = queue.current.slice(batch.length);
      setLastSentAt(Date.now());
      setFailing(false);
      void queryClient.invalidateQueries({ queryKey: walkTrackQueryKey(bookingId) });
    } catch (error) {
      // Refused for good (the walk is no longer under way, or the batch is bad): drop it.
      if (error instanceof ApiError && [404, 409, 422].includes(error.status)) {
        queue.current = queue.current.slice(batch.length);
        return;
      }
      setFailing(true);
    }
  }, [bookingId, queryClient]);

  const flush = useCallback(async () => {
    if (sending.current) await sending.current;
    const run = sendBatch().finally(() => {
      sending.current = null;
    });
    sending.current = run;
    await run;
  }, [sendBatch]);

  // Watch while sharing was chosen and the walk is on.
  const watching =
    active && (status === 'asking' || status === 'sharing' || status === 'unavailable');
  useEffect(() => {
    const geo = geolocation();
    if (!watching || !geo) return;
    const id = geo.watchPosition(
      (position) => {
        enqueue(position);
        setStatus('sharing');
      },
      (error) => {
        if (error.code === error.PERMISSION_DENIED) setStatus('denied');
        else setStatus((now) => (now === 'asking' ? 'unavailable' : now));
      },
      WATCH_OPTIONS,
    );
    return () => geo.clearWatch(id);
  }, [watching, enqueue]);

  // Send what has gathered every few seconds while the walk is on; what is left goes when leaving.
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => {
      if (!sending.current && queue.current.length > 0) void flush();
    }, WALK_SEND_INTERVAL_MS);
    return () => {
      window.clearInterval(timer);
      if (queue.current.length > 0) void flush();
    };
  }, [active, flush]);

  const share = useCallback(() => {
    if (!geolocation()) {
      setStatus('unsupported');
      return;
    }
    keepChoice(bookingId, 'share');
    setStatus('asking');
  }, [bookingId]);

  const stop = useCallback(() => {
    keepChoice(bookingId, 'off');
    setStatus('off');
  }, [bookingId]);

  const sendNow = useCallback(
    () =>
      new Promise<'sent' | 'denied' | 'unavailable' | 'failed'>((resolve) => {
        const geo = geolocation();
        if (!geo) {
          resolve('unavailable');
          return;
        }
        geo.getCurrentPosition(
          (position) => {
            enqueue(position, true);
            void flush().then(() => resolve(queue.current.length === 0 ? 'sent' : 'failed'));
          },
          (error) => {
            if (error.code === error.PERMISSION_DENIED) setStatus('denied');
            resolve(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable');
          },
          { enableHighAccuracy: true, maximumAge: 0, timeout: 20_000 },
        );
      }),
    [enqueue, flush],
  );

  return { status, lastSentAt, failing, share, stop, sendNow, flush };
};
