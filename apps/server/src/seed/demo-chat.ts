import { randomUUID } from 'node:crypto';

import { addDays, fromIstanbulDateTime, istanbulToday } from '@patili/domain/shared';
import { questionChatId, sendMessageInputSchema } from '@patili/domain/chat';
import { and, eq } from 'drizzle-orm';

import type { Db } from '../db/client.ts';
import { booking } from '../db/schema/index.ts';
import { markConversationRead, sendMessage } from '../features/chat/messages.service.ts';

/**
 * The demo owner's conversations with the four demo providers about their bookings,
 * written through the chat service at the moment each message was sent: the walker about this
 * evening's walk, the vet about the upcoming check-up, the sitter about the pending stay and the
 * trainer after the completed session. Each side read what came before its answer; the providers'
 * newest messages wait unread for the demo owner (four in all), so her Messages link has a badge.
 * Runs after the demo bookings (`demo-bookings.ts`), which it finds by provider and day.
 *
 * And a question before booking: the demo owner asked the sitter Selin Aydın, with whom she has no
 * booking, about a weekend stay; Selin's answer gives her phone number, which the owner reads
 * masked (a notice tells Selin why) until a booking between them is confirmed.
 */

type Party = { id: string };

const HOUR_MS = 60 * 60 * 1000;

type Step =
  { by: 'owner' | 'provider'; text: string; at: Date } | { read: 'owner' | 'provider'; at: Date };

export const seedDemoChat = async ({
  db,
  owner,
  providers,
  now,
}: {
  db: Db;
  owner: Party;
  providers: ReadonlyMap<string, Party>;
  now: Date;
}) => {
  const today = istanbulToday(now);
  const day = (offset: number) => addDays(today, offset);
  const at = (offset: number, time: string) => fromIstanbulDateTime(day(offset), time);
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);

  const conversations: Array<{
    provider: string;
    startDate: string;
    startTime: string | null;
    steps: Step[];
  }> = [
    {
      provider: 'gezdirici@demo.patili.app',
      startDate: day(0),
      startTime: '17:30',
      steps: [
        {
          by: 'owner',
          text: 'Merhaba Can Bey, akşamki yürüyüş için Karamel’in tasmasını kapının yanına bırakıyorum.',
          at: at(-1, '18:45'),
        },
        { read: 'provider', at: at(-1, '18:58') },
        {
          by: 'provider',
          text: 'Teşekkürler Ayşe Hanım! Fenerbahçe Parkı’na kadar gideriz, dönüşte haber veririm.',
          at: at(-1, '19:02'),
        },
        { read: 'owner', at: at(-1, '19:30') },
        {
          by: 'provider',
          text: 'Bu akşam 17:30’da kapınızdayım. Yanımda su kabı da olacak.',
          at: hoursAgo(0.75),
        },
      ],
    },
    {
      provider: 'veteriner@demo.patili.app',
      startDate: day(3),
      startTime: '10:30',
      steps: [
        {
          by: 'owner',
          text: 'Merhaba Elif Hanım, kontrole Karamel’in aşı karnesini de getireyim mi?',
          at: hoursAgo(2.5),
        },
        { read: 'provider', at: hoursAgo(2) },
        {
          by: 'provider',
          text: 'Merhaba, evet lütfen getirin. Muayeneden iki saat önce bir şey yedirmeyin.',
          at: hoursAgo(1.6),
        },
        {
          by: 'provider',
          text: 'Son zamanlarda iştahında ya da davranışında bir değişiklik fark ettiyseniz not alın, birlikte bakalım.',
          at: hoursAgo(1.5),
        },
      ],
    },
    {
      provider: 'bakici@demo.patili.app',
      startDate: day(6),
      startTime: null,
      steps: [
        {
          by: 'owner',
          text: 'Merhaba Mehmet Bey, Karamel ilk kez bakıcıda kalacak. Evinizde başka köpek var mı?',
          at: hoursAgo(0.9),
        },
        { read: 'provider', at: hoursAgo(0.6) },
        {
          by: 'provider',
          text: 'Merhaba! Evde yalnızca bir kedimiz var; ilk gün ayrı odalarda tanıştırırız. Bahçemiz de çitli, içiniz rahat olsun.',
          at: hoursAgo(0.5),
        },
      ],
    },
    {
      provider: 'egitmen@demo.patili.app',
      startDate: day(-6),
      startTime: '18:00',
      steps: [
        {
          by: 'provider',
          text: 'Bugünkü seans için teşekkürler! Ev ödevi: günde iki kez, onar dakika tasmayla yürüyüş.',
          at: at(-6, '20:00'),
        },
        { read: 'owner', at: at(-6, '20:20') },
        {
          by: 'owner',
          text: 'Çok teşekkürler, deneyeceğiz. Ödül mamasını küçük parçalar hâlinde mi verelim?',
          at: at(-6, '20:30'),
        },
        { read: 'provider', at: at(-5, '09:00') },
        {
          by: 'provider',
          text: 'Evet, nohut büyüklüğünde parçalar ideal. Haftaya nasıl gittiğini yazın.',
          at: at(-5, '09:10'),
        },
        { read: 'owner', at: at(-5, '12:00') },
      ],
    },
  ];

  for (const conversation of conversations) {
    const provider = providers.get(conversation.provider);
    if (!provider) throw new Error(`demo chat: ${conversation.provider} is missing`);
    const [found] = await db
      .select({ id: booking.id })
      .from(booking)
      .where(
        and(
          eq(booking.ownerId, owner.id),
          eq(booking.providerId, provider.id),
          eq(booking.startDate, conversation.startDate),
          ...(conversation.startTime ? [eq(booking.startTime, conversation.startTime)] : []),
        ),
      )
      .limit(1);
    if (!found)
      throw new Error(
        `demo chat: no booking with ${conversation.provider} on ${conversation.startDate}`,
      );
    const chatId = `booking_${found.id}`;
    for (const step of conversation.steps) {
      const callerId =
        'by' in step
          ? step.by === 'owner'
            ? owner.id
            : provider.id
          : step.read === 'owner'
            ? owner.id
            : provider.id;
      const args = { db, callerId, chatId, asker: undefined, locale: 'tr' as const, now: step.at };
      if ('by' in step) {
        await sendMessage({
          ...args,
          input: sendMessageInputSchema.parse({ clientId: randomUUID(), text: step.text }),
        });
      } else {
        await markConversationRead(args);
      }
    }
  }

  const selin = providers.get('bakici.selin@demo.patili.app');
  if (!selin) return;
  const question: Array<{ by: 'owner' | 'provider'; text: string; at: Date }> = [
    {
      by: 'owner',
      text: 'Merhaba Selin Hanım, iki hafta sonra cumartesi-pazar Karamel’e evinizde bakabilir misiniz? Kedilerle arası iyidir.',
      at: hoursAgo(26),
    },
    {
      by: 'provider',
      text: 'Merhaba! O hafta sonu müsaitim. Ayrıntıları konuşmak isterseniz 0532 123 45 67 numarasından arayabilirsiniz.',
      at: hoursAgo(25),
    },
    { by: 'owner', text: 'Teşekkürler, rezervasyon talebini buradan göndereceğim.', at: hoursAgo(24) },
  ];
  for (const step of question) {
    const fromOwner = step.by === 'owner';
    const args = {
      db,
      callerId: fromOwner ? owner.id : selin.id,
      chatId: questionChatId(selin.id),
      asker: fromOwner ? undefined : owner.id,
      locale: 'tr' as const,
      now: step.at,
    };
    await sendMessage({ ...args, input: sendMessageInputSchema.parse({ clientId: randomUUID(), text: step.text }) });
    await markConversationRead(args);
  }
};
