import type { ConsentKind } from '@patili/domain/privacy';

import type { Db } from '../db/client.ts';
import { changeConsent } from '../features/privacy/consents.service.ts';
import type { PrivacyParts } from '../lib/privacy.ts';
import { DEMO_OWNERS } from './demo-content.ts';

/**
 * The demo owner's consents, given the way she gives them in the privacy centre: announcement
 * e-mails and her name for Peri, a week ago; so the centre shows given and not-given consents with
 * their dates, and the admin's action log shows her decisions.
 */
const GIVEN: readonly ConsentKind[] = ['announcement_emails', 'assistant_name'];
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export const seedDemoPrivacy = async ({
  db,
  parts,
  accounts,
  now,
}: {
  db: Db;
  parts: PrivacyParts;
  accounts: ReadonlyMap<string, { id: string }>;
  now: Date;
}) => {
  const demo = DEMO_OWNERS[0];
  const owner = demo ? accounts.get(demo.email) : undefined;
  if (!demo || !owner) return;
  const actor = { adminId: owner.id, adminName: demo.name, ipAddress: null };
  for (const kind of GIVEN) await changeConsent({ db, parts, actor, kind, granted: true, now: new Date(now.getTime() - WEEK_MS) });
};
