import { createForumPostInputSchema, createForumReplyInputSchema } from '@patili/domain/forum';

import type { Db } from '../db/client.ts';
import { createPost } from '../features/forum/posts.service.ts';
import { createReply } from '../features/forum/replies.service.ts';

/**
 * Forum threads between demo users about everyday pet questions, written through the
 * forum service at the moment each post and reply was written (over the last two weeks), so the
 * list's order, reply counts and last activity are the service's own. The newest activity is the
 * vet's answer about the kitten's vaccines, a few hours ago.
 */

type Party = { id: string; role: string };

const HOUR_MS = 60 * 60 * 1000;

type Thread = {
  by: string;
  /** Hours before now the post was opened. */
  hoursAgo: number;
  title: string;
  content: string;
  replies: ReadonlyArray<{ by: string; hoursAgo: number; content: string }>;
};

const OWNER = 'sahip@demo.patili.app';
const SITTER = 'bakici@demo.patili.app';
const VET = 'veteriner@demo.patili.app';
const WALKER = 'gezdirici@demo.patili.app';
const TRAINER = 'egitmen@demo.patili.app';
const SITTER_SELIN = 'bakici.selin@demo.patili.app';
const VET_KEREM = 'veteriner.kerem@demo.patili.app';
const WALKER_DENIZ = 'gezdirici.deniz@demo.patili.app';

export const DEMO_FORUM_THREADS: readonly Thread[] = [
  {
    by: SITTER_SELIN,
    hoursAgo: 14 * 24,
    title: 'Yaz sıcağında köpekleri ne zaman yürütmeli?',
    content:
      'Merhaba herkese,\n\nTemmuz sıcaklarında bakımını üstlendiğim köpekleri öğle saatlerinde dışarı çıkarmamaya çalışıyorum. Sizin uyguladığınız saatler neler? Asfaltın sıcaklığını elimin tersiyle kontrol ediyorum, başka bir yöntem bilen var mı?',
    replies: [
      {
        by: WALKER,
        hoursAgo: 14 * 24 - 3,
        content:
          'Ben sabah 7–9 arası ve akşam 19’dan sonrasını tercih ediyorum. Elinizin tersini 7 saniye asfaltta tutamıyorsanız pati için de fazla sıcak demektir; yöntem gayet doğru.',
      },
      {
        by: VET_KEREM,
        hoursAgo: 14 * 24 - 5,
        content:
          'Buna ek olarak yanınızda mutlaka su bulundurun. Soluma hızlanır, dil koyu kırmızıya döner ve köpek halsizleşirse gölgeye alıp serin (soğuk değil) suyla ıslatın ve veterinerinizi arayın.',
      },
      {
        by: SITTER_SELIN,
        hoursAgo: 13 * 24,
        content: 'Çok teşekkürler, akşam yürüyüşlerini biraz daha geç saate alacağım.',
      },
    ],
  },
  {
    by: OWNER,
    hoursAgo: 9 * 24,
    title: 'Karamel tasmayı ısırmayı bırakmıyor',
    content:
      'Golden’ımız Karamel 4 yaşında ama yürüyüşe çıkarken hâlâ tasmayı ağzına alıp çekiştiriyor, oyun sanıp bırakmıyor.\n\nBundan nasıl vazgeçirebiliriz? Cezalandırmak istemiyorum.',
    replies: [
      {
        by: TRAINER,
        hoursAgo: 9 * 24 - 2,
        content:
          'Çok yaygın bir durum, enerjik köpeklerde sık görülür. Yürüyüşe çıkmadan önce ağzına alabileceği bir oyuncak verin; tasmayı ısırdığında durun, bırakınca ödüllendirip devam edin. Tutarlı olursanız iki üç haftada belirgin fark görürsünüz.',
      },
      {
        by: WALKER_DENIZ,
        hoursAgo: 9 * 24 - 1,
        content:
          'Bir de tasmaya acı elma spreyi sürmek bizde işe yaramıştı, ama önce eğitmenin dediği yöntemi deneyin.',
      },
      {
        by: OWNER,
        hoursAgo: 7 * 24,
        content: 'Oyuncak fikri harika oldu, ilk günden fark ettik. Teşekkürler Zeynep Hanım!',
      },
    ],
  },
  {
    by: SITTER,
    hoursAgo: 6 * 24,
    title: 'Tatile giderken kediyi evde mi bırakmalı, otelde mi?',
    content:
      'Bakıcı olarak en çok aldığım soru bu. Deneyimlerimi paylaşayım: kediler çoğunlukla kendi ortamlarında daha az stres yaşıyor. Günde iki ziyaret, mama-su ve kum temizliği çoğu kedi için yeterli.\n\nSizin kedileriniz nasıl tepki veriyor?',
    replies: [
      {
        by: OWNER,
        hoursAgo: 6 * 24 - 4,
        content:
          'Pamuk ilk seferde iki gün saklandı ama ev bakımında çok daha rahattı. Kesinlikle evde kalsın diyorum.',
      },
    ],
  },
  {
    by: WALKER,
    hoursAgo: 3 * 24,
    title: 'Kadıköy’de köpek dostu parklar',
    content:
      'Kadıköy ve çevresinde köpeklerin tasmasız koşabileceği güvenli alanlar arıyorum. Bildiğim kadarıyla Fenerbahçe Parkı’nın bazı bölümleri uygun. Önerisi olan?',
    replies: [
      {
        by: SITTER_SELIN,
        hoursAgo: 3 * 24 - 6,
        content:
          'Belediyenin sitesinde evcil hayvan parklarının listesi var: https://www.kadikoy.bel.tr\nGöztepe 60. Yıl Parkı’ndaki alan da sabahları oldukça sakin.',
      },
    ],
  },
  {
    by: OWNER,
    hoursAgo: 2 * 24,
    title: 'Yavru kedide aşı takvimi nasıl olmalı?',
    content:
      'Sokaktan yeni sahiplendiğimiz yaklaşık 2 aylık bir yavrumuz var. Hangi aşılar, hangi sırayla yapılmalı? İç-dış parazit uygulamasını aşıdan önce mi yapmalıyız?',
    replies: [
      {
        by: VET_KEREM,
        hoursAgo: 2 * 24 - 3,
        content:
          'Hayırlı olsun! Önce genel muayene ve parazit uygulaması yapılır, ardından aşılara başlanır.',
      },
      {
        by: VET,
        hoursAgo: 5,
        content:
          'Kerem Bey’e katılıyorum. Genel bir çerçeve vermek gerekirse:\n1. Muayene ve iç-dış parazit\n2. Yaklaşık bir hafta sonra karma aşı, 3–4 hafta arayla tekrar\n3. 12. haftadan sonra kuduz aşısı\nKesin takvimi muayeneden sonra birlikte planlayalım; kliniğe bekleriz.',
      },
    ],
  },
  {
    by: TRAINER,
    hoursAgo: 20,
    title: 'Tuvalet eğitiminde ödül zamanlaması',
    content:
      'Kısa bir ipucu: yavru köpeğinizi tuvaletini doğru yere yaptıktan sonraki ilk 2–3 saniye içinde ödüllendirin. Eve döndükten sonra verilen ödül, yaptığı işle ilişkilendirilmiyor.\n\nSorularınız olursa buraya yazabilirsiniz.',
    replies: [],
  },
];

/** Writes the demo threads oldest first, each post and reply at its own moment. */
export const seedDemoForum = async ({
  db,
  accounts,
  now,
}: {
  db: Db;
  accounts: ReadonlyMap<string, Party>;
  now: Date;
}) => {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);
  const callerOf = (email: string) => {
    const account = accounts.get(email);
    return account ? { id: account.id, isAdmin: account.role === 'admin' } : null;
  };
  const steps = DEMO_FORUM_THREADS.flatMap((thread, index) => [
    {
      kind: 'post' as const,
      thread: index,
      by: thread.by,
      hoursAgo: thread.hoursAgo,
      content: thread.content,
    },
    ...thread.replies.map((reply) => ({ kind: 'reply' as const, thread: index, ...reply })),
  ]).sort((a, b) => b.hoursAgo - a.hoursAgo);

  const postIds = new Map<number, string>();
  for (const step of steps) {
    const caller = callerOf(step.by);
    if (!caller) continue;
    if (step.kind === 'post') {
      const thread = DEMO_FORUM_THREADS[step.thread]!;
      const input = createForumPostInputSchema.parse({
        title: thread.title,
        content: thread.content,
      });
      const post = await createPost({ db, caller, input, now: at(step.hoursAgo) });
      postIds.set(step.thread, post.id);
      continue;
    }
    const postId = postIds.get(step.thread);
    if (!postId) continue;
    const input = createForumReplyInputSchema.parse({ content: step.content });
    await createReply({ db, caller, postId, input, now: at(step.hoursAgo) });
  }
};
