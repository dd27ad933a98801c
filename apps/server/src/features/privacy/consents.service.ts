import { CONSENT_KINDS, type ConsentKind, type ConsentView } from '@patili/domain/privacy';

import type { Db } from '../../db/client.ts';
import type { AuditActor } from '../../lib/audit.ts';
import { withConsentLog, type ConsentSource, type PrivacyParts } from '../../lib/privacy.ts';

/**
 * The privacy centre's consents: each read from and written by the feature that owns it
 * (`AppDeps.privacy.consents`), in the order of `CONSENT_KINDS`; a change and its action-log line
 * commit together.
 */

const sourceOf = (parts: PrivacyParts, kind: ConsentKind): ConsentSource => {
  const source = parts.consents.find((candidate) => candidate.kind === kind);
  if (!source) throw new Error(`no feature owns the consent ${kind}`);
  return source;
};

const viewOf = async (db: Db, source: ConsentSource, userId: string): Promise<ConsentView> => {
  const state = await source.read({ db, userId });
  return { kind: source.kind, granted: state.granted, decidedAt: state.decidedAt ? state.decidedAt.toISOString() : null };
};

/** `GET /api/privacy/consents`. */
export const listConsents = async ({ db, parts, userId }: { db: Db; parts: PrivacyParts; userId: string }): Promise<ConsentView[]> => {
  const views: ConsentView[] = [];
  for (const kind of CONSENT_KINDS) views.push(await viewOf(db, sourceOf(parts, kind), userId));
  return views;
};

/** `PUT /api/privacy/consents/{kind}`: saving the same choice again changes and logs nothing. */
export const changeConsent = async ({
  db,
  parts,
  actor,
  kind,
  granted,
  now,
}: {
  db: Db;
  parts: PrivacyParts;
  actor: AuditActor;
  kind: ConsentKind;
  granted: boolean;
  now: Date;
}): Promise<ConsentView> => {
  const source = sourceOf(parts, kind);
  return withConsentLog(db, actor, [source], async (tx) => {
    const before = await source.read({ db: tx, userId: actor.adminId });
    if (before.granted !== granted) await source.write({ db: tx, userId: actor.adminId, granted, now });
    return viewOf(tx, source, actor.adminId);
  });
};
