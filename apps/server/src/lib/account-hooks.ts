import type { Db } from '../db/client.ts';

/**
 * What a feature does to its own rows when an account changes, so the accounts feature never
 * writes another feature's tables. Each runs inside the accounts feature's transaction (`db` is
 * the transaction): a failure rolls the whole change back. A feature declares its own in its
 * `ServerFeature` (`accountHooks`).
 */
export type AccountHooks = {
  /** The account's display name changed (e.g. re-derive a provider's search text). */
  readonly renamed?: (args: { db: Db; userId: string; name: string }) => Promise<void>;
  /** The account is being deleted and anonymised: remove the feature's rows of this user. */
  readonly deleted?: (args: { db: Db; userId: string }) => Promise<void>;
};

/** Runs one event's hooks in the order the features are listed. */
export const runAccountHooks = async <E extends keyof AccountHooks>(
  hooks: readonly AccountHooks[],
  event: E,
  args: Parameters<NonNullable<AccountHooks[E]>>[0],
): Promise<void> => {
  for (const hook of hooks) {
    const run = hook[event] as ((value: typeof args) => Promise<void>) | undefined;
    if (run) await run(args);
  }
};
