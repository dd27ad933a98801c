import { createRequestRateMonitor, normalizeIpAddress, type RequestRateMonitor } from '@patili/domain/security';
import { isNull, or, gt } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { ipBlock } from '../../db/schema/index.ts';
import { logger } from '../logger.ts';

/**
 * A process's security operations state, one per app (`AppDeps.security`):
 * - the IP deny list, cached in memory so checking an address costs a map lookup: reloaded at
 *   once after a change made in this process, and at most every few seconds otherwise, so a block
 *   made by another server process holds here within that time;
 * - the request-rate counter of the `ddos_detected` detector;
 * - the detectors' database work, run after the answer is decided and never awaited by the
 *   request: errors are logged, and `idle()` lets tests (and shutdown) wait for it;
 * - whether requests came through a proxy this process does not trust (`X-Forwarded-For` with
 *   TRUST_PROXY off): then every visitor shares the proxy's address, so the detectors that judge
 *   an address pause, the operator is warned once in the log and the admin on the security page.
 */

/** How old the cached deny list may be before a request reloads it (other processes' changes). */
export const BLOCK_LIST_REFRESH_MS = 5_000;

type BlockEntry = { id: string; expiresAt: number | null };

export type SecurityMonitor = {
  /** Whether the address is on the deny list and its block has not expired (at the app's clock). */
  isBlocked(address: string | undefined): Promise<boolean>;
  /** Reloads the deny list now (after a block or an unblock in this process). */
  refreshBlocks(): Promise<void>;
  /** The request-rate counter (`ddos_detected`). */
  rate: RequestRateMonitor;
  /** Runs detector work in the background; a failure is logged, never thrown. */
  defer(label: string, task: () => Promise<void>): void;
  /** Resolves once every deferred task has ended. */
  idle(): Promise<void>;
  /** A request carried `X-Forwarded-For` while TRUST_PROXY is off (logs a warning the first time). */
  noteUntrustedProxy(at: Date): void;
  /** When the first such request came, or null: while set, addresses say nothing of who asks. */
  untrustedProxySince(): Date | null;
};

export const createSecurityMonitor = ({ db, now, clock = () => Date.now() }: { db: Db; now: () => Date; clock?: () => number }): SecurityMonitor => {
  let blocks = new Map<string, BlockEntry>();
  let loadedAt = -Infinity;
  let loading: Promise<void> | null = null;
  const pending = new Set<Promise<void>>();
  let untrustedProxyAt: Date | null = null;

  const defer = (label: string, task: () => Promise<void>) => {
    const run = task()
      .catch((error: unknown) => logger.error(`security: ${label} failed`, error instanceof Error ? error.message : error))
      .finally(() => pending.delete(run));
    pending.add(run);
  };

  const load = async () => {
    const rows = await db
      .select({ id: ipBlock.id, ipAddress: ipBlock.ipAddress, expiresAt: ipBlock.expiresAt })
      .from(ipBlock)
      .where(or(isNull(ipBlock.expiresAt), gt(ipBlock.expiresAt, now())));
    const next = new Map<string, BlockEntry>();
    for (const row of rows) next.set(normalizeIpAddress(row.ipAddress) ?? row.ipAddress, { id: row.id, expiresAt: row.expiresAt?.getTime() ?? null });
    blocks = next;
  };

  const refreshBlocks = (): Promise<void> => {
    if (loading) return loading;
    loadedAt = clock();
    loading = load()
      .catch((error: unknown) => {
        // The list stays as it was: a database hiccup must not refuse every visitor, nor let a
        // known one in.
        logger.error('security: the IP deny list could not be loaded', error instanceof Error ? error.message : error);
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  };

  return {
    noteUntrustedProxy: (at) => {
      if (untrustedProxyAt) return;
      untrustedProxyAt = at;
      logger.warn(
        'security: requests carry X-Forwarded-For but TRUST_PROXY is off, so every visitor has the proxy\'s address; the address-based detectors are paused. Behind a proxy, set TRUST_PROXY=true.',
      );
    },
    untrustedProxySince: () => untrustedProxyAt,
    isBlocked: async (address) => {
      const stale = clock() - loadedAt > BLOCK_LIST_REFRESH_MS;
      if (loadedAt === -Infinity) await refreshBlocks();
      else if (stale && !loading) defer('deny list refresh', refreshBlocks);
      if (blocks.size === 0 || !address) return false;
      const entry = blocks.get(normalizeIpAddress(address) ?? address);
      return entry !== undefined && (entry.expiresAt === null || entry.expiresAt > now().getTime());
    },
    refreshBlocks,
    rate: createRequestRateMonitor(clock),
    defer,
    idle: async () => {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
};
