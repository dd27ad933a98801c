/**
 * A small seeded generator (mulberry32), so generated test and bench data are the same on every
 * run and a failure can be replayed: numbers in [0, 1). 32-bit integer arithmetic throughout
 * (`Math.imul`): a textbook LCG computed in doubles (`state * 1103515245 + 12345`) overflows their
 * 53 bits and falls into short cycles, which made "random" data repeat every ~160 rows.
 */
export const seededRandom = (seed: number): (() => number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};
