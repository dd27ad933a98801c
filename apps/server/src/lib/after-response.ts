import { logger } from './logger.ts';

/**
 * Work a request starts once it has answered (the next turn of the event loop): a broadcast's
 * delivery, a data export's preparation. A failure is logged with the caller's words, and the
 * feature's job takes the work up again later.
 */
export type AfterResponse = {
  start: (failure: string, work: () => Promise<unknown>) => void;
  /** Waits for every piece of work started here (tests, and a server closing). */
  settle: () => Promise<void>;
};

/** Every piece of such work in this process, whichever feature started it. */
const everywhere = new Set<Promise<unknown>>();

/** Waits for all work started after an answer: a closing server does, before its database closes. */
export const settleAllAfterResponse = async (): Promise<void> => {
  while (everywhere.size > 0) await Promise.all([...everywhere]);
};

export const afterResponse = (): AfterResponse => {
  const running = new Set<Promise<unknown>>();
  return {
    start: (failure, work) => {
      const started: Promise<unknown> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((error: unknown) => logger.error(failure, error instanceof Error ? error.message : error))
        .finally(() => {
          running.delete(started);
          everywhere.delete(started);
        });
      running.add(started);
      everywhere.add(started);
    },
    settle: async () => {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
};
