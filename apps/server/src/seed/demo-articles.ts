import { readRole } from '@patili/domain/access';
import { articleInputSchema, type ArticleInput } from '@patili/domain/articles';
import { and, eq } from 'drizzle-orm';

import type { Db } from '../db/client.ts';
import { user } from '../db/schema/index.ts';
import type { ArticleViewer } from '../features/articles/article-views.ts';
import { createArticle, updateArticle } from '../features/articles/articles.service.ts';
import { addComment } from '../features/articles/comments.service.ts';
import { setBookmark, setLike } from '../features/articles/reactions.service.ts';
import { uploadFile } from '../lib/files/files.ts';
import type { Storage } from '../lib/storage/storage.ts';
import { renderDemoPicture, type DemoPicture } from './demo-images.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type DemoArticle = {
  author: string;
  input: ArticleInput;
  cover: DemoPicture | null;
  /** Days before now it was published (or last saved, for a draft). */
  daysAgo: number;
  featured?: boolean;
  likedBy: readonly string[];
  bookmarkedBy: readonly string[];
  comments: ReadonlyArray<{ by: string; text: string }>;
};

const VET = 'veteriner@demo.patili.app';
const TRAINER = 'egitmen@demo.patili.app';
const OWNER = 'sahip@demo.patili.app';
const SITTER = 'bakici@demo.patili.app';
const WALKER = 'gezdirici@demo.patili.app';

/** The demo's expert articles: the demo vet's and trainer's, in the words they would use. */
export const DEMO_ARTICLES: readonly DemoArticle[] = [
  {
    author: VET,
    daysAgo: 12,
    featured: true,
    cover: { kind: 'pet', species: 'dog', seed: 41 },
    input: {
      title: 'Kedi ve Köpeklerde Aşı Takvimi: Hangi Aşı, Ne Zaman?',
      category: 'vet_advice',
      tags: 'aşı, yavru bakımı, koruyucu hekimlik',
      status: 'published',
      content:
        '<p>Aşılar, evcil dostlarımızı kuduz, parvovirüs ve kedi gribi gibi ciddi hastalıklardan korumanın en etkili yoludur. Takvim hayvanın yaşına, yaşam koşullarına ve sağlık durumuna göre veteriner hekiminizle birlikte belirlenmelidir.</p>' +
        '<h2>Yavru köpeklerde ilk aylar</h2><ul><li><strong>6–8. hafta:</strong> karma aşının ilk dozu</li><li><strong>10–12. hafta:</strong> karma aşı tekrarı ve bronşit aşısı</li><li><strong>12–16. hafta:</strong> kuduz aşısı</li></ul>' +
        '<h2>Yavru kedilerde ilk aylar</h2><ol><li>8. haftada karma aşı (panleukopeni, herpes, calici)</li><li>12. haftada karma aşı tekrarı</li><li>16. haftada kuduz aşısı</li></ol>' +
        '<blockquote><p>Aşıdan önce iç ve dış parazit uygulamasını unutmayın; parazitli bir yavruda bağışıklık yanıtı zayıf kalabilir.</p></blockquote>' +
        '<p>Yetişkin dostlarımızda aşılar genellikle <em>yılda bir</em> tekrarlanır. Aşı karnesini her kontrolde yanınızda getirmeniz işimizi çok kolaylaştırır.</p>',
    },
    likedBy: [OWNER, SITTER, WALKER, TRAINER],
    bookmarkedBy: [OWNER, SITTER],
    comments: [
      {
        by: OWNER,
        text: 'Çok açıklayıcı olmuş, teşekkürler! Pamuk’un karma aşısını bir hafta geciktirdik, sorun olur mu?',
      },
      {
        by: VET,
        text: 'Bir haftalık gecikme genellikle sorun yaratmaz Ayşe Hanım; en kısa sürede tamamlamanız yeterli.',
      },
      {
        by: SITTER,
        text: 'Bakımını üstlendiğim dostların karnelerini artık mutlaka soruyorum, bu liste çok işime yarayacak.',
      },
    ],
  },
  {
    author: TRAINER,
    daysAgo: 9,
    cover: { kind: 'walk', seed: 17 },
    input: {
      title: 'Yavru Köpeğe Tuvalet Eğitimi: Adım Adım Rehber',
      category: 'training_tips',
      tags: 'yavru köpek, tuvalet eğitimi, ödül',
      status: 'published',
      content:
        '<p>Tuvalet eğitimi sabır ister ama doğru rutinle çoğu yavru birkaç haftada öğrenir. Anahtar kelimeler: <strong>düzen, zamanlama ve ödül</strong>.</p>' +
        '<h2>Rutini kurun</h2><ul><li>Uyandıktan, yemekten ve oyundan hemen sonra dışarı çıkarın.</li><li>Her seferinde aynı yere götürün.</li><li>Tuvaletini yaptığı anda sakin bir sesle övün ve küçük bir ödül verin.</li></ul>' +
        '<h2>Kaza olursa</h2><p>Asla bağırmayın ya da cezalandırmayın; yavru neden kızdığınızı anlamaz, yalnızca sizden çekinmeyi öğrenir. Yeri kokusuz bir temizleyiciyle silin ve rutine devam edin.</p>' +
        '<p><em>İpucu:</em> İlk haftalarda bir defter tutun; saatleri not etmek, yavrunuzun ritmini görmenizi sağlar.</p>',
    },
    likedBy: [OWNER, WALKER],
    bookmarkedBy: [OWNER],
    comments: [
      {
        by: WALKER,
        text: 'Gezdirdiğim yavrularda da aynı yeri kullanmanın çok işe yaradığını gördüm.',
      },
      { by: OWNER, text: 'Defter fikri harika, hemen başlıyoruz!' },
    ],
  },
  {
    author: VET,
    daysAgo: 6,
    cover: { kind: 'pet', species: 'cat', seed: 23 },
    input: {
      title: 'Kediniz Yeterince Su İçiyor mu?',
      category: 'nutrition_guide',
      tags: 'kedi, beslenme, böbrek sağlığı',
      status: 'published',
      content:
        '<p>Kediler atalarından kalma bir alışkanlıkla az su içer. Oysa yetersiz su tüketimi idrar yolu ve böbrek sorunlarının en sık nedenlerinden biridir.</p>' +
        '<h2>Su tüketimini artırmanın yolları</h2><ul><li>Su kabını mama kabından uzağa koyun.</li><li>Geniş ve sığ kaplar tercih edin; bıyıkların kaba değmesinden hoşlanmazlar.</li><li>Akan suyu seven kediler için bir su pınarı deneyin.</li><li>Kuru mamanın yanında yaş mama da verin.</li></ul>' +
        '<p>Kediniz birden çok su içmeye başladıysa bu da bir uyarı olabilir: şeker hastalığı ve böbrek yetmezliği için muayeneye gelmenizi öneririm.</p>',
    },
    likedBy: [OWNER, SITTER],
    bookmarkedBy: [SITTER],
    comments: [
      {
        by: SITTER,
        text: 'Su pınarı aldıktan sonra misafir kedilerimiz gerçekten daha çok içmeye başladı.',
      },
    ],
  },
  {
    author: TRAINER,
    daysAgo: 3,
    cover: { kind: 'pet', species: 'dog', seed: 58 },
    input: {
      title: 'Tasma Çekmeyi Bırakmak: Sakin Yürüyüşün Püf Noktaları',
      category: 'training_tips',
      tags: 'tasma eğitimi, yürüyüş, köpek',
      status: 'published',
      content:
        '<p>Tasmayı çeken bir köpekle yürümek hem sizi hem onu yorar. İyi haber: çekmeyi bırakmak öğretilebilir bir davranıştır.</p>' +
        '<h2>Üç temel kural</h2><ol><li><strong>Çekerse durun.</strong> Tasma gevşeyene kadar bir adım bile atmayın.</li><li><strong>Yanınızda yürürse ödüllendirin.</strong> Ödülü bacağınızın yanında verin.</li><li><strong>Kısa ve sık çalışın.</strong> Günde iki kez beşer dakika, bir saatlik yorucu yürüyüşten iyidir.</li></ol>' +
        '<p>Boyun tasması yerine göğüs tasması kullanmak, eğitim sürecinde boynu korur. Sorularınızı yorumlarda yanıtlamaktan mutluluk duyarım.</p>',
    },
    likedBy: [WALKER],
    bookmarkedBy: [WALKER],
    comments: [
      {
        by: WALKER,
        text: '“Çekerse durun” kuralını uyguladığım köpeklerde iki haftada fark görüyorum.',
      },
    ],
  },
  {
    author: VET,
    daysAgo: 1,
    cover: null,
    input: {
      title: 'Sıcak Havalarda Evcil Dostlarınızı Korumanın 6 Yolu',
      category: 'general_care',
      tags: 'yaz, sıcak çarpması, genel bakım',
      status: 'published',
      content:
        '<p>Yaz aylarında sıcak çarpması, özellikle basık burunlu ırklar ve yaşlı hayvanlar için ciddi bir tehlikedir.</p>' +
        '<ul><li>Yürüyüşleri sabah erken ya da akşam serinliğinde yapın.</li><li>Asfaltın sıcaklığını elinizin tersiyle kontrol edin.</li><li>Her zaman taze ve serin su bulundurun.</li><li>Hayvanınızı <strong>asla</strong> park edilmiş arabada bırakmayın.</li><li>Gölgeli ve serin bir dinlenme alanı hazırlayın.</li><li>Aşırı soluma, salya ve halsizlik görürseniz hemen veteriner hekiminize başvurun.</li></ul>',
    },
    likedBy: [SITTER],
    bookmarkedBy: [],
    comments: [],
  },
  {
    author: TRAINER,
    daysAgo: 0,
    cover: null,
    input: {
      title: 'Ayrılık Kaygısı Yaşayan Köpeklerle Çalışmak',
      category: 'training_tips',
      tags: 'ayrılık kaygısı, davranış',
      status: 'draft',
      content:
        '<p>Evden çıkarken ağlayan, kapıyı tırmalayan köpekler için kademeli alıştırma planı. (Taslak: örnek egzersizler eklenecek.)</p>',
    },
    likedBy: [],
    bookmarkedBy: [],
    comments: [],
  },
];

const viewerOf = (row: typeof user.$inferSelect): ArticleViewer => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: readRole(row.role),
  isAdmin: row.role === 'admin',
  isVerified: true,
  isActive: true,
});

/**
 * The demo's expert articles, written through the articles services at the time each
 * was published: five published by the demo vet and trainer (the first featured by the admin when
 * the admin account exists) with covers, likes, bookmarks and comments from the other demo
 * accounts, and one draft of the trainer's.
 */
export const seedDemoArticles = async ({
  db,
  storage,
  adminEmail,
  now,
}: {
  db: Db;
  storage: Storage;
  adminEmail: string;
  now: Date;
}) => {
  const people = new Map<string, ArticleViewer>();
  const viewer = async (email: string) => {
    const known = people.get(email);
    if (known) return known;
    const [row] = await db.select().from(user).where(eq(user.email, email)).limit(1);
    if (!row) return null;
    const found = viewerOf(row);
    people.set(email, found);
    return found;
  };
  const [adminRow] = await db
    .select()
    .from(user)
    .where(and(eq(user.email, adminEmail.toLowerCase()), eq(user.role, 'admin')))
    .limit(1);
  const admin = adminRow ? viewerOf(adminRow) : null;

  let written = 0;
  for (const demo of DEMO_ARTICLES) {
    const author = await viewer(demo.author);
    if (!author) continue;
    const at = new Date(now.getTime() - demo.daysAgo * DAY_MS);
    const coverFileId = demo.cover
      ? (
          await uploadFile({
            db,
            storage,
            ownerId: author.id,
            purpose: 'article_cover',
            bytes: await renderDemoPicture(demo.cover),
            name: `article-${demo.cover.seed}.png`,
            now: at,
          })
        ).id
      : null;
    const input = articleInputSchema.parse({ ...demo.input, coverFileId });
    const created = await createArticle({ db, author, input, now: at });
    written += 1;
    if (demo.featured && admin) {
      await updateArticle({
        db,
        storage,
        editor: admin,
        articleId: created.id,
        input: { ...input, isFeatured: true },
        now: at,
      });
    }
    for (const email of demo.likedBy) {
      const reader = await viewer(email);
      if (reader) await setLike({ db, viewer: reader, articleId: created.id, liked: true });
    }
    for (const email of demo.bookmarkedBy) {
      const reader = await viewer(email);
      if (reader)
        await setBookmark({ db, viewer: reader, articleId: created.id, bookmarked: true });
    }
    for (const [index, comment] of demo.comments.entries()) {
      const reader = await viewer(comment.by);
      if (reader)
        await addComment({
          db,
          viewer: reader,
          articleId: created.id,
          content: comment.text,
          now: new Date(at.getTime() + (index + 1) * 3 * 60 * 60 * 1000),
        });
    }
  }
  return { written };
};
