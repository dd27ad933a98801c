import { randomUUID } from 'node:crypto';

import { createBroadcastInputSchema } from '@patili/domain/broadcasts';
import { flagMessageInputSchema, sendMessageInputSchema } from '@patili/domain/chat';
import { flagForumInputSchema } from '@patili/domain/forum';
import { and, eq } from 'drizzle-orm';

import type { Db } from '../db/client.ts';
import { forumPost, forumReply, lostfoundReport } from '../db/schema/index.ts';
import { createBroadcast } from '../features/broadcasts/broadcasts.service.ts';
import { deliverBroadcast } from '../features/broadcasts/delivery.service.ts';
import { markConversationRead, sendMessage } from '../features/chat/messages.service.ts';
import { flagMessage } from '../features/chat/flags.service.ts';
import { flagTarget } from '../features/forum/flags.service.ts';
import { findDemoAdminActor } from './demo-admin-actor.ts';

/**
 * The back office's moderation demo, written through the services the screens use: two
 * forum replies flagged (one by two people), a stranger's "send the reward first" message to the
 * demo vet about her lost budgie, which she flagged as a scam — all open in the flagged-messages
 * queue — and one announcement to every owner, sent and delivered. The demo's lost/found pair of tabbies (demo-lostfound.ts) stays pending for the admin
 * to confirm. Runs after the forum and lost-and-found demos; the admin parts need the default admin.
 */

type Party = { id: string; role: string };

const HOUR_MS = 60 * 60 * 1000;

const SITTER = 'bakici@demo.patili.app';
const SITTER_SELIN = 'bakici.selin@demo.patili.app';
const VET = 'veteriner@demo.patili.app';
const WALKER_DENIZ = 'gezdirici.deniz@demo.patili.app';
const TRAINER = 'egitmen@demo.patili.app';
const STRANGER = 'gezdirici.oguz@demo.patili.app';

export const seedDemoModeration = async ({
  db,
  accounts,
  adminEmail,
  now,
}: {
  db: Db;
  accounts: ReadonlyMap<string, Party>;
  adminEmail: string;
  now: Date;
}): Promise<void> => {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);
  const caller = (email: string) => {
    const account = accounts.get(email);
    return account ? { id: account.id, isAdmin: account.role === 'admin' } : null;
  };
  const sitter = caller(SITTER);
  const vet = caller(VET);
  const trainer = caller(TRAINER);
  const stranger = caller(STRANGER);

  // Forum: two flags of existing replies, open for the admin (one thread's advice read as an
  // advert by two people, a park tip as off-topic by one).
  const replyOf = async (title: string, authorEmail: string) => {
    const author = accounts.get(authorEmail);
    if (!author) return undefined;
    const [row] = await db
      .select({ id: forumReply.id })
      .from(forumReply)
      .innerJoin(forumPost, eq(forumPost.id, forumReply.postId))
      .where(and(eq(forumPost.title, title), eq(forumReply.authorId, author.id)))
      .limit(1);
    return row?.id;
  };
  const toyTip = await replyOf('Karamel tasmayı ısırmayı bırakmıyor', WALKER_DENIZ);
  if (toyTip && sitter && vet) {
    await flagTarget({
      db,
      caller: sitter,
      kind: 'reply',
      targetId: toyTip,
      input: flagForumInputSchema.parse({
        reason: 'spam',
        note: 'Bir mağazanın ürününü öneriyor gibi.',
      }),
      now: at(7),
    });
    await flagTarget({
      db,
      caller: vet,
      kind: 'reply',
      targetId: toyTip,
      input: flagForumInputSchema.parse({ reason: 'spam' }),
      now: at(5),
    });
  }
  const parkTip = await replyOf('Kadıköy’de köpek dostu parklar', SITTER_SELIN);
  if (parkTip && trainer) {
    await flagTarget({
      db,
      caller: trainer,
      kind: 'reply',
      targetId: parkTip,
      input: flagForumInputSchema.parse({ reason: 'off_topic' }),
      now: at(8),
    });
  }

  // Chat: a stranger asks the vet for a "reward" in advance about her lost budgie; she flags it
  // (read first, so her unread count is as the chat demo left it).
  const [lost] = vet
    ? await db
        .select({ id: lostfoundReport.id })
        .from(lostfoundReport)
        .where(and(eq(lostfoundReport.reporterId, vet.id), eq(lostfoundReport.petName, 'Maviş')))
        .limit(1)
    : [];
  if (lost && vet && stranger) {
    const chatId = `lostfound_${lost.id}_reporter_${vet.id}`;
    const sent = await sendMessage({
      db,
      callerId: stranger.id,
      chatId,
      asker: undefined,
      locale: 'tr',
      input: sendMessageInputSchema.parse({
        clientId: randomUUID(),
        text: 'Kuşunuz bende. Teslim etmeden önce ödül olarak 1.500 TL’yi şu IBAN’a gönderin, yoksa veremem: TR12 0006 4000 0011 2345 6789 01',
      }),
      now: at(3),
    });
    await markConversationRead({
      db,
      callerId: vet.id,
      chatId,
      asker: stranger.id,
      locale: 'tr',
      now: at(2.6),
    });
    await flagMessage({
      db,
      callerId: vet.id,
      messageId: sent.message.id,
      input: flagMessageInputSchema.parse({
        reason: 'scam',
        details: 'Kuşu göstermeden para istiyor.',
      }),
      now: at(2.5),
    });
  }

  // One announcement to every owner, delivered.
  const actor = await findDemoAdminActor(db, adminEmail);
  if (!actor) return;
  // The audience is the accounts that existed when it was sent: the demo's, made during this seed.
  const sentAt = new Date(Math.max(now.getTime(), Date.now()));
  const sent = await createBroadcast({
    db,
    actor,
    input: createBroadcastInputSchema.parse({
      title: 'Bayram tatilinde destek saatleri',
      message:
        'Bayram boyunca destek ekibimiz her gün 10:00–16:00 arasında yanıt verecek. Acil veteriner ihtiyacınızda uygulamadaki acil durum talebini kullanabilirsiniz. İyi bayramlar!',
      audience: 'owners',
    }),
    now: sentAt,
  });
  await deliverBroadcast({ db, broadcastId: sent.id, now: () => sentAt });
};
