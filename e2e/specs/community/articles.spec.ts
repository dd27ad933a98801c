import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';

import { ARTICLE_NOT_FOUND_REDIRECT_MS } from '@patili/domain/articles';
import { SAVED_FORM_REDIRECT_MS } from '@patili/domain/shared';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

import { buildPath, createVerifiedUser, hashPath } from '../../support/api.ts';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { pageAs } from '../../support/bookings.ts';
import { watchForMessage } from '../../support/forms.ts';
import { PET_PNG } from '../../support/pet-photo.ts';
import { createTour } from '../../support/tour/tour.ts';
import { XSS_PAYLOADS, XSS_TEXT, watchForScripts } from '../../support/xss.ts';
import { test } from '../../support/fixtures.ts';

type CreatedArticle = { id: string; slug: string; title: string };

/** Writes an article through the API as `api`'s user, as the editor sends it. */
const articleVia = async (api: APIRequestContext, data: Record<string, unknown>) => {
  const response = await api.post('/api/articles', {
    data: { category: 'general_care', status: 'published', ...data },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { article: CreatedArticle }).article;
};

const commentVia = async (api: APIRequestContext, articleId: string, content: string) => {
  const response = await api.post(`/api/articles/${articleId}/comments`, { data: { content } });
  expect(response.status(), await response.text()).toBe(201);
};

/** Uploads a cover through the API and returns its id. */
const coverVia = async (api: APIRequestContext) => {
  const response = await api.post('/api/files', {
    multipart: {
      file: { name: 'kapak.png', mimeType: 'image/png', buffer: PET_PNG },
      purpose: 'article_cover',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { file: { id: string } }).file.id;
};

const editor = (page: Page) => page.getByTestId('article-content-editor');
const card = (page: Page, title: string) =>
  page
    .getByTestId('article-card')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });

test('[veterinarian][owner][articles]: a vet writes and publishes with the editor; an owner finds it by category, likes, saves and comments; the vet edits; others cannot', async ({
  browser,
  clock,
}) => {
  const vet = await createVerifiedUser('veterinarian', 'Dr. Elif Makale');
  const owner = await createVerifiedUser('owner', 'Ayşe Okur');
  const trainer = await createVerifiedUser('trainer', 'Zeynep Başka');
  const vetSide = await pageAs(browser, vet.api, { clock });
  const page = vetSide.page;
  const title = `Kedilerde diş bakımı ${randomUUID().slice(0, 6)}`;

  // The list offers writing to a vet.
  await page.goto(hashPath(buildPath('articles')));
  await expect(page.getByRole('heading', { name: 'Uzman Makaleleri' })).toBeVisible();
  await page.getByRole('link', { name: 'Makale yaz' }).click();
  await expect(page).toHaveURL(/#\/expert\/create-article$/);
  await expect(editor(page)).toBeVisible();
  await expectNoAxeViolations(page, 'article editor (tr)');

  // An empty form says the spec's sentence; the title typed survives the refusal.
  await page.getByRole('button', { name: 'Yayımla' }).click();
  await expect(page.getByText('Başlık, içerik ve kategori zorunludur.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Başlık' }).fill(title);
  await page.getByRole('button', { name: 'Yayımla' }).click();
  await expect(page.getByText('Başlık, içerik ve kategori zorunludur.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Başlık' })).toHaveValue(title);

  // Category, content with bold text and a list, tags, a cover.
  await page.getByTestId('article-form-category').click();
  await page.getByRole('option', { name: 'Veteriner Tavsiyeleri' }).click();
  await editor(page).click();
  await page.keyboard.type('Diş taşı kedilerde sık görülür. ');
  await page.getByRole('button', { name: 'Kalın' }).click();
  await page.keyboard.type('Her gün fırçalayın');
  await page.getByRole('button', { name: 'Kalın' }).click();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Madde işaretli liste' }).click();
  await page.keyboard.type('Yumuşak diş fırçası');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Kediye özel macun');
  await page.getByRole('textbox', { name: 'Etiketler' }).fill('kedi, diş bakımı, , Kedi');
  await page
    .getByTestId('image-upload-article-cover')
    .locator('input[type=file]')
    .setInputFiles({ name: 'kapak.png', mimeType: 'image/png', buffer: PET_PNG });
  await expect(
    page.getByTestId('image-upload-article-cover').getByRole('img', { name: 'Önizleme' }),
  ).toBeVisible();
  const published = watchForMessage(page, 'Makale yayımlandı. Makaleler sayfasına dönülüyor…');
  await page.getByRole('button', { name: 'Yayımla' }).click();
  await published.shown();
  // Back on the list `SAVED_FORM_REDIRECT_MS` after the message: the clock moves past it.
  await clock.advance(SAVED_FORM_REDIRECT_MS);
  await expect(page).toHaveURL(/#\/expert-articles$/);
  await expect(card(page, title)).toBeVisible();

  // The owner finds it by category and reads it.
  const ownerSide = await pageAs(browser, owner.api);
  const reader = ownerSide.page;
  await reader.goto(hashPath(buildPath('articles')));
  await expect(reader.getByRole('link', { name: 'Makale yaz' })).toHaveCount(0);
  await reader.getByTestId('article-category-filter').click();
  await reader.getByRole('option', { name: 'Veteriner Tavsiyeleri' }).click();
  await expect(reader).toHaveURL(/category=vet_advice/);
  await expect(card(reader, title)).toBeVisible();
  await expectNoAxeViolations(reader, 'articles list (tr)');
  await reader.getByRole('link', { name: title, exact: true }).click();
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const content = reader.getByTestId('article-content');
  await expect(content.locator('strong')).toHaveText('Her gün fırçalayın');
  await expect(content.locator('ul > li')).toHaveText(['Yumuşak diş fırçası', 'Kediye özel macun']);
  await expect(reader.getByText('#diş bakımı')).toBeVisible();
  await expect(reader.getByText('Dr. Elif Makale')).toBeVisible();
  await expect(reader.getByText('Veteriner Hekim')).toBeVisible();
  await expect(reader.getByRole('img', { name: `Kapak görseli: ${title}` })).toBeVisible();
  await expect(reader.getByTestId('article-edit')).toHaveCount(0);

  // Like, save and comment.
  await reader.getByTestId('article-like').click();
  await expect(reader.getByTestId('article-like')).toHaveAttribute('aria-pressed', 'true');
  await expect(reader.getByTestId('article-like')).toHaveText('1');
  await reader.getByTestId('article-bookmark').click();
  await expect(reader.getByTestId('article-bookmark')).toHaveText('Kaydedildi');
  await reader.getByRole('button', { name: 'Yorum gönder' }).click();
  await expect(reader.getByText('Yorum boş olamaz.')).toBeVisible();
  await reader
    .getByRole('textbox', { name: 'Yorumunuz' })
    .fill('Çok faydalı, teşekkürler! Kaynak: https://ornek.com/dis');
  await reader.getByRole('button', { name: 'Yorum gönder' }).click();
  await expect(reader.getByTestId('article-comment')).toContainText('Çok faydalı, teşekkürler!');
  await expect(
    reader.getByTestId('article-comment').getByRole('link', { name: 'https://ornek.com/dis' }),
  ).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  await expect(reader.getByRole('heading', { name: 'Yorumlar (1)' })).toBeVisible();
  await expectNoAxeViolations(reader, 'article detail (tr)');
  // The saved list has it.
  await reader.goto(hashPath(buildPath('articles', undefined, { view: 'bookmarks' })));
  await expect(card(reader, title)).toBeVisible();

  // The vet edits it from its page.
  await page.getByRole('link', { name: title, exact: true }).click();
  await page.getByTestId('article-edit').click();
  await expect(page).toHaveURL(/#\/expert\/edit-article\//);
  const editUrl = page.url();
  await expect(page.getByRole('textbox', { name: 'Başlık' })).toHaveValue(title);
  await expect(page.getByRole('textbox', { name: 'Etiketler' })).toHaveValue('kedi, diş bakımı');
  const edited = `${title} (güncel)`;
  await page.getByRole('textbox', { name: 'Başlık' }).fill(edited);
  const saved = watchForMessage(page, 'Makale kaydedildi. Makaleler sayfasına dönülüyor…');
  await page.getByRole('button', { name: 'Değişiklikleri kaydet' }).click();
  await saved.shown();
  await clock.advance(SAVED_FORM_REDIRECT_MS);
  await expect(page).toHaveURL(/#\/expert-articles$/);
  await expect(card(page, edited)).toBeVisible();

  // Another writer cannot open its editor: the spec's message, then the list.
  const otherSide = await pageAs(browser, trainer.api, { clock });
  const refused = watchForMessage(otherSide.page, 'Makale bulunamadı veya düzenleme yetkiniz yok.');
  await otherSide.page.goto(`/${new URL(editUrl).hash}`);
  await refused.shown();
  await clock.advance(ARTICLE_NOT_FOUND_REDIRECT_MS);
  await expect(otherSide.page).toHaveURL(/#\/expert-articles$/);
  // An owner is not let into the editor at all (the route is for writers).
  await reader.goto(`/${new URL(editUrl).hash}`);
  await expect(reader).not.toHaveURL(/edit-article/);

  await Promise.all([vetSide.close(), ownerSide.close(), otherSide.close()]);
});

test('[veterinarian][owner][articles][xss]: payloads in titles, tags, comments and the article HTML stay inert', async ({
  browser,
}) => {
  const vet = await createVerifiedUser('veterinarian', 'Dr. XSS');
  const owner = await createVerifiedUser('owner', 'Ayşe XSS');
  const category = 'other';
  // Every payload as a title; the short ones as tags; the whole corpus as the content's HTML.
  const tags = XSS_PAYLOADS.filter((payload) => payload.length <= 40);
  const articles: CreatedArticle[] = [];
  for (const payload of XSS_PAYLOADS) {
    articles.push(
      await articleVia(vet.api, {
        title: payload,
        category,
        content: `<p>${XSS_TEXT}</p>${XSS_TEXT}`,
        tags,
      }),
    );
  }
  const target = articles[0]!;
  await commentVia(owner.api, target.id, XSS_TEXT);

  const { page, close } = await pageAs(browser, owner.api);
  const watcher = watchForScripts(page);
  await page.goto(hashPath(buildPath('articles', undefined, { category })));
  for (const payload of XSS_PAYLOADS)
    await expect(page.getByRole('link', { name: payload, exact: true })).toBeVisible();
  await watcher.expectNoScriptRan();

  await page.goto(hashPath(buildPath('articles.detail', { slug: target.slug })));
  await expect(page.getByRole('heading', { level: 1, name: XSS_PAYLOADS[0] })).toBeVisible();
  for (const tag of tags) await expect(page.getByText(`#${tag}`, { exact: true })).toBeVisible();
  // The comment is text, every payload readable as typed.
  const comment = page.getByTestId('article-comment');
  for (const payload of XSS_PAYLOADS) await expect(comment).toContainText(payload);
  // The content is sanitized HTML: no script, frame, handler or foreign image left.
  const content = page.getByTestId('article-content');
  await expect(content).toContainText("'; window.__xss = 6; alert(6); //");
  expect(
    await content.locator('script, iframe, svg, img, details, math, style, body').count(),
  ).toBe(0);
  expect(
    await content.evaluate((node) =>
      [...node.querySelectorAll('*')]
        .flatMap((el) => [...el.attributes].map((a) => a.name))
        .filter((name) => name.startsWith('on')),
    ),
  ).toEqual([]);
  expect(await content.locator('a[href^="javascript"]').count()).toBe(0);
  await watcher.expectNoScriptRan();
  await close();
});

test('@screens articles screens, tr and en, phone and desktop', async ({ browser }) => {
  test.setTimeout(240_000);
  const out = '/tmp/shots-articles';
  mkdirSync(out, { recursive: true });
  const tour = createTour({ screenshotsTo: out });
  const vet = await createVerifiedUser('veterinarian', 'Dr. Elif Kaya');
  const trainer = await createVerifiedUser('trainer', 'Zeynep Arslan');
  const owner = await createVerifiedUser('owner', 'Ayşe Yılmaz');
  const featured = await articleVia(vet.api, {
    title: 'Kedi ve Köpeklerde Aşı Takvimi: Hangi Aşı, Ne Zaman?',
    category: 'vet_advice',
    tags: 'aşı, yavru bakımı',
    coverFileId: await coverVia(vet.api),
    content:
      '<p>Aşılar, evcil dostlarımızı ciddi hastalıklardan korumanın en etkili yoludur.</p><h2>Yavru köpeklerde ilk aylar</h2><ul><li><strong>6–8. hafta:</strong> karma aşının ilk dozu</li><li><strong>12–16. hafta:</strong> kuduz aşısı</li></ul><blockquote><p>Aşıdan önce parazit uygulamasını unutmayın.</p></blockquote>',
  });
  await articleVia(trainer.api, {
    title: 'Tasma Çekmeyi Bırakmak: Sakin Yürüyüşün Püf Noktaları',
    category: 'training_tips',
    coverFileId: await coverVia(trainer.api),
    content:
      '<p>Tasmayı çeken bir köpekle yürümek hem sizi hem onu yorar. <em>İyi haber:</em> bu öğretilebilir.</p>',
  });
  await articleVia(vet.api, {
    title: 'Kediniz Yeterince Su İçiyor mu?',
    category: 'nutrition_guide',
    content: '<p>Kediler az su içer; su pınarı deneyin.</p>',
  });
  await owner.api.put(`/api/articles/${featured.id}/like`);
  await commentVia(owner.api, featured.id, 'Çok açıklayıcı olmuş, teşekkürler!');

  const ownerSide = await pageAs(browser, owner.api);
  await ownerSide.page.goto(hashPath(buildPath('articles')));
  await tour.visit(
    ownerSide.page,
    'articles-list',
    hashPath(buildPath('articles')),
    /Tasma Çekmeyi Bırakmak/,
  );
  await tour.visit(
    ownerSide.page,
    'article-detail',
    hashPath(buildPath('articles.detail', { slug: featured.slug })),
    /Yavru köpeklerde ilk aylar/,
  );
  await ownerSide.close();
  const vetSide = await pageAs(browser, vet.api);
  await vetSide.page.goto(hashPath(buildPath('articles')));
  await tour.visit(
    vetSide.page,
    'article-form',
    hashPath(buildPath('articles.new')),
    /Kapak görseli|Cover image/,
    {
      prepare: async (p) => {
        await p.getByTestId('article-publish').click();
      },
    },
  );
  await tour.visit(
    vetSide.page,
    'article-edit',
    hashPath(buildPath('articles.edit', { articleId: featured.id })),
    /Makaleyi düzenle|Edit article/,
  );
  await vetSide.close();
  const trainerSide = await pageAs(browser, trainer.api);
  await trainerSide.page.goto(hashPath(buildPath('trainer.dashboard')));
  await tour.visit(
    trainerSide.page,
    'trainer-dashboard',
    hashPath(buildPath('trainer.dashboard')),
    /Uzman makalelerim|My expert articles/,
  );
  await trainerSide.close();
});
