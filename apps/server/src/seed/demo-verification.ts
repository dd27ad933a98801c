import { isProviderRole } from '@patili/domain/access';
import type { VerificationDocumentKind } from '@patili/domain/providers';

import type { Db } from '../db/client.ts';
import { changeVerificationDocument, decideVerification } from '../features/providers/verification.service.ts';
import { uploadFile } from '../lib/files/files.ts';
import type { Messenger } from '../lib/mail/messenger.ts';
import type { Storage } from '../lib/storage/storage.ts';
import type { CreatedUser } from '../lib/create-user.ts';
import { findDemoAdminActor } from './demo-admin-actor.ts';
import { onePagePdf } from './demo-images.ts';

/**
 * The demo's verified providers: most demo providers sent their documents days ago; the admin
 * approved the sitter's, the vet's and a few others' (the "Doğrulanmış" badge in browse), rejected
 * the trainer's blurred certificate with a reason she reads on her profile, and the walker's and
 * another vet's files wait in the admin's queue. One vet has sent only her diploma so far.
 */

const HOUR_MS = 60 * 60 * 1000;

type Plan = {
  email: string;
  documents: readonly VerificationDocumentKind[];
  /** Hours before now the file was sent. */
  sentHoursAgo: number;
  decision?: { approve: true; hoursAgo: number } | { approve: false; hoursAgo: number; reason: string };
};

const PLANS: readonly Plan[] = [
  { email: 'veteriner@demo.patili.app', documents: ['diploma', 'clinic_licence'], sentHoursAgo: 120, decision: { approve: true, hoursAgo: 110 } },
  { email: 'bakici@demo.patili.app', documents: ['identity', 'first_aid'], sentHoursAgo: 96, decision: { approve: true, hoursAgo: 90 } },
  { email: 'bakici.selin@demo.patili.app', documents: ['identity'], sentHoursAgo: 80, decision: { approve: true, hoursAgo: 75 } },
  { email: 'gezdirici.deniz@demo.patili.app', documents: ['identity', 'first_aid'], sentHoursAgo: 70, decision: { approve: true, hoursAgo: 60 } },
  { email: 'egitmen.emre@demo.patili.app', documents: ['certificate'], sentHoursAgo: 50, decision: { approve: true, hoursAgo: 48 } },
  {
    email: 'egitmen@demo.patili.app',
    documents: ['certificate'],
    sentHoursAgo: 40,
    decision: { approve: false, hoursAgo: 30, reason: 'Sertifikadaki kurum adı ve tarih okunmuyor; lütfen daha net bir kopya yükleyin.' },
  },
  { email: 'veteriner.kerem@demo.patili.app', documents: ['diploma', 'clinic_licence'], sentHoursAgo: 20 },
  { email: 'gezdirici@demo.patili.app', documents: ['identity'], sentHoursAgo: 5 },
  { email: 'veteriner.aylin@demo.patili.app', documents: ['diploma'], sentHoursAgo: 3 },
];

const FILE_NAMES: Readonly<Record<VerificationDocumentKind, string>> = {
  diploma: 'diploma.pdf',
  clinic_licence: 'klinik-ruhsati.pdf',
  certificate: 'egitmenlik-sertifikasi.pdf',
  identity: 'kimlik.pdf',
  first_aid: 'ilk-yardim-sertifikasi.pdf',
};

export const seedDemoVerification = async ({
  db,
  storage,
  messenger,
  appUrl,
  accounts,
  adminEmail,
  now,
}: {
  db: Db;
  storage: Storage;
  messenger: Messenger;
  appUrl: string;
  accounts: ReadonlyMap<string, CreatedUser>;
  adminEmail: string;
  now: Date;
}): Promise<void> => {
  const actor = await findDemoAdminActor(db, adminEmail);
  for (const plan of PLANS) {
    const account = accounts.get(plan.email);
    if (!account || !isProviderRole(account.role)) continue;
    const sentAt = new Date(now.getTime() - plan.sentHoursAgo * HOUR_MS);
    let verification = null;
    for (const kind of plan.documents) {
      const stored = await uploadFile({
        db,
        storage,
        ownerId: account.id,
        purpose: 'verification_document',
        bytes: onePagePdf(`${FILE_NAMES[kind]} - ${account.name}`, 14),
        name: FILE_NAMES[kind],
        now: sentAt,
      });
      verification = await changeVerificationDocument({ db, storage, userId: account.id, role: account.role, documentKind: kind, fileId: stored.id, now: sentAt });
    }
    if (!plan.decision || !actor || verification?.submittedAt == null) continue;
    const at = new Date(now.getTime() - plan.decision.hoursAgo * HOUR_MS);
    const { submittedAt } = verification;
    await decideVerification({
      db,
      messenger,
      appUrl,
      actor,
      userId: account.id,
      decision: plan.decision.approve ? { approve: true, submittedAt } : { approve: false, submittedAt, reason: plan.decision.reason },
      now: at,
    });
  }
};
