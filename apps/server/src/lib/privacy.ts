import { consentLogLine, type ConsentKind } from '@patili/domain/privacy';

import type { Db } from '../db/client.ts';
import { recordAdminAction, type AuditActor } from './audit.ts';

/**
 * What a feature gives the privacy centre, since a feature never imports another: the consents it
 * owns (read and written in its own rows) and its part of a user's data export. A feature declares
 * its own in its `ServerFeature` (`privacy`); `features/privacy` gathers them from `AppDeps.privacy`.
 */

/** One consent as its feature keeps it: given or not, and when that was last decided (null: never). */
export type ConsentState = { granted: boolean; decidedAt: Date | null };

export type ConsentSource = {
  readonly kind: ConsentKind;
  readonly read: (args: { db: Db; userId: string }) => Promise<ConsentState>;
  /** Gives or takes back the consent at `now`, in `db` (the privacy centre's transaction). */
  readonly write: (args: { db: Db; userId: string; granted: boolean; now: Date }) => Promise<void>;
};

/** One of the user's stored files to copy into the export, as `files/<folder>/<name>`. */
export type ExportFile = { storageKey: string; name: string };

/**
 * One area of the export: `<area>.json` holding `data` (plain JSON: dates as ISO strings), and the
 * user's own files of that area. Only what is about the user or written by them: another person's
 * messages, contact details or private notes stay out.
 */
export type ExportSection = { area: string; data: unknown; files?: readonly ExportFile[] };

export type DataExporter = (args: { db: Db; userId: string }) => Promise<readonly ExportSection[]>;

export type FeaturePrivacy = {
  readonly consents?: readonly ConsentSource[];
  readonly exportData?: DataExporter;
};

/** Every feature's parts, in the order of `FEATURES` (`AppDeps.privacy`). */
export type PrivacyParts = {
  readonly consents: readonly ConsentSource[];
  readonly exporters: readonly { feature: string; exportData: DataExporter }[];
};

/**
 * Runs a change that may switch consents (the privacy centre's, or a feature's own switch such as
 * Peri's consent dialog) in one transaction, and writes an action-log line for each of `sources`
 * whose state it changed, with the user as the actor. Saving the same choice again logs nothing.
 */
export const withConsentLog = async <T>(
  db: Db,
  actor: AuditActor,
  sources: readonly ConsentSource[],
  change: (tx: Db) => Promise<T>,
): Promise<T> =>
  db.transaction(async (tx) => {
    const userId = actor.adminId;
    const before = [];
    for (const source of sources) before.push(await source.read({ db: tx, userId }));
    const result = await change(tx);
    for (const [index, source] of sources.entries()) {
      const { granted } = await source.read({ db: tx, userId });
      if (granted === before[index]?.granted) continue;
      await recordAdminAction(tx, actor, { actionType: 'consent_changed', targetType: 'user', targetId: userId, description: consentLogLine(source.kind, granted) });
    }
    return result;
  });

/** A date of an export's JSON: ISO 8601, or null. */
export const isoOrNull = (value: Date | null): string | null => value?.toISOString() ?? null;
