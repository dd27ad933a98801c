/**
 * The clock of the product's rules (`AppDeps.now`) as a server outside production runs it: the
 * system clock, moved by an offset that the test controls set (`/api/testing/clock`), so a browser
 * test reaches a booking's start without waiting for it. Time keeps flowing from where it is set.
 */
export type AdjustableClock = {
  readonly now: () => Date;
  /** From now on the clock reads `at` (and flows on from there). */
  set(at: Date): void;
  /** Moves the clock on by `ms`. */
  advance(ms: number): void;
  /** Back to the system clock. */
  reset(): void;
  /** How far the clock stands from the system clock, in ms. */
  offsetMs(): number;
  /** Calls `listener` after every set, advance and reset (the server runs its jobs then). */
  onMove(listener: () => void): void;
};

export const createAdjustableClock = (systemNow: () => number = Date.now): AdjustableClock => {
  let offset = 0;
  const listeners: Array<() => void> = [];
  const moveTo = (next: number) => {
    offset = next;
    for (const listener of listeners) listener();
  };
  return {
    now: () => new Date(systemNow() + offset),
    set: (at) => moveTo(at.getTime() - systemNow()),
    advance: (ms) => moveTo(offset + ms),
    reset: () => moveTo(0),
    offsetMs: () => offset,
    onMove: (listener) => {
      listeners.push(listener);
    },
  };
};
