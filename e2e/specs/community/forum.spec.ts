import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';

import { expect, type APIRequestContext, type Page } from '@playwright/test';

import { buildPath, createVerifiedUser, hashPath } from '../../support/api.ts';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { pageAs } from '../../support/bookings.ts';
import { createTour } from '../../support/tour/tour.ts';
import { XSS_PAYLOADS, XSS_TEXT, watchForScripts } from '../../support/xss.ts';
import { test } from '../../support/fixtures.ts';
import { choose } from '../../support/forms.ts';

type CreatedPost = { id: string; title: string };

/** Opens a post through the API as `api`'s user (the forum's own route, as the form sends it). */
const postVia = async (api: APIRequestContext, title: string, content: string) => {
  const response = await api.post('/api/forum/posts', { data: { title, content } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as CreatedPost;
};

const replyVia = async (api: APIRequestContext, postId: string, content: string) => {
  const response = await api.post(`/api/forum/posts/${postId}/replies`, { data: { content } });
  expect(response.status(), await response.text()).toBe(201);
};

/** The row of a post in `/forum`, found by its title. */
const postRow = (page: Page, title: string) =>
  page
    .getByTestId('forum-post-row')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });

test('[owner][sitter][forum]: one posts, another replies and reports, the author deletes a reply; the list counts replies', async ({
  browser,
}) => {
  const author = await createVerifiedUser('owner', 'Ayşe Forum');
  const replier = await createVerifiedUser('sitter', 'Mehmet Forum');
  const authorSide = await pageAs(browser, author.api);
  const replierSide = await pageAs(browser, replier.api);
  const page = authorSide.page;
  const title = `Kedim yeni mamayı yemiyor ${randomUUID().slice(0, 6)}`;

  // The list: rules, the new-post button.
  await page.goto(hashPath(buildPath('forum')));
  await expect(page.getByRole('heading', { name: 'Topluluk Forumu' })).toBeVisible();
  await expect(
    page.getByText('Küfür, siyaset, ayrımcılık, yasa dışı veya cinsel içerik ve spam yasaktır.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Yeni gönderi' }).first().click();
  await expect(page).toHaveURL(/#\/forum\/new-post$/);

  // An empty form says what is missing; what is typed survives a refused submit.
  await expect(page.getByText('Topluluk kuralları')).toBeVisible();
  await expectNoAxeViolations(page, 'forum new post (tr)');
  await page.getByRole('button', { name: 'Paylaş' }).click();
  await expect(page.getByText('Lütfen bir başlık yazın.')).toBeVisible();
  await expect(page.getByText('Lütfen gönderinizin içeriğini yazın.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Başlık' }).fill(title);
  await page.getByRole('button', { name: 'Paylaş' }).click();
  await expect(page.getByText('Lütfen gönderinizin içeriğini yazın.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Başlık' })).toHaveValue(title);
  await page
    .getByRole('textbox', { name: 'İçerik' })
    .fill('Merhaba,\nPamuk iki gündür yeni mamasına dokunmuyor.\nMarka: https://ornek.com/mama');
  await page.getByRole('button', { name: 'Paylaş' }).click();

  // Success opens the new post: line breaks kept, the link clickable and safe.
  await expect(page).toHaveURL(/#\/forum\/post\/[0-9a-f-]+$/);
  const postId = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const content = page.getByTestId('forum-post-content');
  await expect(content).toContainText('Pamuk iki gündür yeni mamasına dokunmuyor.');
  expect(await content.innerText()).toContain('Merhaba,\nPamuk');
  await expect(content.getByRole('link', { name: 'https://ornek.com/mama' })).toHaveAttribute(
    'rel',
    'noopener noreferrer nofollow',
  );
  await expect(page.getByTestId('forum-no-replies')).toBeVisible();
  // The author sees delete, not report.
  await expect(page.getByRole('button', { name: 'Gönderiyi sil' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Şikayet et' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'forum post (author, tr)');

  // The other user finds it in the list, replies, and reports the post.
  const other = replierSide.page;
  await other.goto(hashPath(buildPath('forum')));
  await expect(postRow(other, title)).toContainText('Ayşe Forum');
  await expect(postRow(other, title).getByTestId('forum-reply-count')).toHaveText('0 yanıt');
  await expectNoAxeViolations(other, 'forum list (tr)');
  await postRow(other, title).getByRole('link', { name: title }).click();
  await expect(other.getByRole('heading', { name: title })).toBeVisible();
  await expect(other.getByRole('button', { name: 'Gönderiyi sil' })).toHaveCount(0);
  await other.getByRole('button', { name: 'Yanıtla' }).click();
  await expect(other.getByText('Boş yanıt gönderilemez.')).toBeVisible();
  await other
    .getByRole('textbox', { name: 'Yanıtınız' })
    .fill('Yeni mamayı eskisiyle karıştırarak\nbir haftada geçin.');
  await other.getByRole('button', { name: 'Yanıtla' }).click();
  const reply = other
    .getByTestId('forum-reply')
    .filter({ hasText: 'Yeni mamayı eskisiyle karıştırarak' });
  await expect(reply).toContainText('Mehmet Forum');
  await expect(other.getByRole('textbox', { name: 'Yanıtınız' })).toHaveValue('');
  await expect(other.getByTestId('forum-post-reply-count')).toHaveText('1 yanıt');

  await other.getByRole('button', { name: 'Şikayet et' }).first().click();
  const dialog = other.getByRole('dialog', { name: 'Gönderiyi şikayet et' });
  await dialog.getByRole('button', { name: 'Şikayet gönder' }).click();
  await expect(dialog.getByText('Lütfen bir şikayet nedeni seçin.')).toBeVisible();
  await choose(dialog.getByRole('radio', { name: 'Evcil hayvanlarla ilgisiz konu' }));
  await dialog
    .getByRole('textbox', { name: 'Açıklama (isteğe bağlı)' })
    .fill('Konu dışı görünüyor.');
  await expectNoAxeViolations(other, 'forum report dialog (tr)');
  await dialog.getByRole('button', { name: 'Şikayet gönder' }).click();
  await expect(other.getByText('Şikayetiniz alındı. Teşekkür ederiz.')).toBeVisible();
  await expect(dialog).toBeHidden();
  // A second report of the same post is refused with its reason.
  await other.getByRole('button', { name: 'Şikayet et' }).first().click();
  await choose(dialog.getByRole('radio', { name: 'Spam veya reklam' }));
  await dialog.getByRole('button', { name: 'Şikayet gönder' }).click();
  await expect(dialog.getByText('Bunu zaten şikayet ettiniz.')).toBeVisible();
  await dialog.getByRole('button', { name: 'İptal' }).click();

  // The author sees the reply, answers it, then deletes their own answer after confirming.
  await page.reload();
  await expect(page.getByTestId('forum-reply').filter({ hasText: 'Mehmet Forum' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Yanıtınız' }).fill('Teşekkürler, deneyeceğim!');
  await page.getByRole('button', { name: 'Yanıtla' }).click();
  const own = page.getByTestId('forum-reply').filter({ hasText: 'Teşekkürler, deneyeceğim!' });
  await expect(own).toBeVisible();
  await expect(page.getByTestId('forum-post-reply-count')).toHaveText('2 yanıt');
  // Only the other person's reply can be reported; only one's own deleted.
  await expect(
    page
      .getByTestId('forum-reply')
      .filter({ hasText: 'Mehmet Forum' })
      .getByRole('button', { name: 'Yanıtı sil' }),
  ).toHaveCount(0);
  await own.getByRole('button', { name: 'Yanıtı sil' }).click();
  const confirm = page.getByRole('dialog', { name: 'Yanıt silinsin mi?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'İptal' }).click();
  await expect(own).toBeVisible();
  await own.getByRole('button', { name: 'Yanıtı sil' }).click();
  await confirm.getByRole('button', { name: 'Evet, sil' }).click();
  await expect(own).toHaveCount(0);
  await expect(page.getByTestId('forum-post-reply-count')).toHaveText('1 yanıt');

  // The list counts the remaining reply.
  await page.goto(hashPath(buildPath('forum')));
  await expect(postRow(page, title).getByTestId('forum-reply-count')).toHaveText('1 yanıt');

  // An unknown post says so, with the way back.
  await page.goto(hashPath(buildPath('forum.post', { postId: randomUUID() })));
  await expect(page.getByText('Gönderi bulunamadı')).toBeVisible();
  await expectNoAxeViolations(page, 'forum post not found (tr)');
  await page.getByRole('link', { name: 'Foruma dön' }).click();
  await expect(page).toHaveURL(/#\/forum$/);

  // The author deletes the post after confirming: it leaves the list.
  await page.goto(hashPath(buildPath('forum.post', { postId })));
  await page.getByRole('button', { name: 'Gönderiyi sil' }).click();
  await page
    .getByRole('dialog', { name: 'Gönderi silinsin mi?' })
    .getByRole('button', { name: 'Evet, sil' })
    .click();
  await expect(page).toHaveURL(/#\/forum$/);
  await expect(page.getByRole('link', { name: title, exact: true })).toHaveCount(0);

  await authorSide.close();
  await replierSide.close();
});

test('[owner][trainer][forum]: a reply written in one browser shows at once in the author’s open thread', async ({ browser }) => {
  const author = await createVerifiedUser('owner', 'Konu Sahibi');
  const replier = await createVerifiedUser('trainer', 'Canlı Yanıtlayan');
  const thread = await postVia(author.api, `Köpeğim tasmayı çekiyor ${randomUUID().slice(0, 8)}`, 'Ne yapabilirim?');
  const authorSide = await pageAs(browser, author.api);
  const replierSide = await pageAs(browser, replier.api);
  const path = hashPath(buildPath('forum.post', { postId: thread.id }));
  await authorSide.page.goto(path);
  await expect(authorSide.page.getByTestId('forum-post-reply-count')).toHaveText('0 yanıt');
  await replierSide.page.goto(path);
  await replierSide.page.getByRole('textbox', { name: 'Yanıtınız' }).fill('Kısa ve ödüllü yürüyüşlerle başlayın.');
  await replierSide.page.getByRole('button', { name: 'Yanıtla' }).click();
  await expect(replierSide.page.getByTestId('forum-reply').filter({ hasText: 'Kısa ve ödüllü' })).toBeVisible();
  // The author's tab was never reloaded: the reply and the count come by themselves.
  await expect(authorSide.page.getByTestId('forum-reply').filter({ hasText: 'Kısa ve ödüllü' })).toBeVisible();
  await expect(authorSide.page.getByTestId('forum-post-reply-count')).toHaveText('1 yanıt');
  await Promise.all([authorSide.close(), replierSide.close()]);
});

test('[forum][xss]: every payload saved in titles, posts, replies and report notes shows as inert text', async ({
  browser,
}) => {
  const first = await createVerifiedUser('owner', 'XSS Yazar');
  const second = await createVerifiedUser('trainer', 'XSS Yanıtlayan');
  // Five posts each (the posting limit), a payload per title, the whole corpus in each body.
  const posts: CreatedPost[] = [];
  for (const [index, payload] of XSS_PAYLOADS.entries()) {
    posts.push(await postVia(index < 5 ? first.api : second.api, payload, XSS_TEXT));
  }
  const thread = posts[0]!;
  for (const payload of XSS_PAYLOADS) await replyVia(second.api, thread.id, payload);

  const { page, close } = await pageAs(browser, first.api);
  const watcher = watchForScripts(page);

  await page.goto(hashPath(buildPath('forum')));
  for (const payload of XSS_PAYLOADS) {
    await expect(page.getByRole('link', { name: payload, exact: true })).toBeVisible();
  }
  await watcher.expectNoScriptRan();

  // Into the thread from its card, as a reader goes; its heading is the post's own once there.
  await page.getByRole('link', { name: XSS_PAYLOADS[0], exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#${buildPath('forum.post', { postId: thread.id })}$`));
  await expect(page.getByRole('heading', { level: 1, name: XSS_PAYLOADS[0] })).toBeVisible();
  const content = page.getByTestId('forum-post-content');
  const replies = page.getByTestId('forum-reply');
  await expect(replies).toHaveCount(XSS_PAYLOADS.length);
  for (const [index, payload] of XSS_PAYLOADS.entries()) {
    await expect(content).toContainText(payload);
    await expect(replies.nth(index)).toContainText(payload);
  }
  // The `javascript:` link stayed text: the only anchors in the post are the app's own.
  await expect(content.locator('a')).toHaveCount(0);
  await expect(content.locator('img, svg, iframe, details, math, script')).toHaveCount(0);

  // A reply and a report note typed through the forms.
  await page.getByRole('textbox', { name: 'Yanıtınız' }).fill(XSS_TEXT);
  await page.getByRole('button', { name: 'Yanıtla' }).click();
  await expect(replies).toHaveCount(XSS_PAYLOADS.length + 1);
  await expect(replies.last()).toContainText(XSS_PAYLOADS[9]);
  await replies.first().getByRole('button', { name: 'Şikayet et' }).click();
  const dialog = page.getByRole('dialog', { name: 'Yanıtı şikayet et' });
  await choose(dialog.getByRole('radio', { name: 'Diğer' }));
  await dialog
    .getByRole('textbox', { name: 'Açıklama (isteğe bağlı)' })
    .fill(XSS_PAYLOADS.slice(0, 5).join('\n'));
  await dialog.getByRole('button', { name: 'Şikayet gönder' }).click();
  await expect(page.getByText('Şikayetiniz alındı. Teşekkür ederiz.')).toBeVisible();

  // The delete confirmation quotes the title.
  await page.getByRole('button', { name: 'Gönderiyi sil' }).click();
  await expect(page.getByRole('dialog', { name: 'Gönderi silinsin mi?' })).toContainText(
    XSS_PAYLOADS[0],
  );
  await page.getByRole('button', { name: 'İptal' }).click();

  await watcher.expectNoScriptRan();
  await close();
});

test('@screens forum screens, tr and en, phone and desktop', async ({ browser }) => {
  test.setTimeout(180_000);
  const out = '/tmp/shots-forum';
  mkdirSync(out, { recursive: true });
  const tour = createTour({ screenshotsTo: out });
  const owner = await createVerifiedUser('owner', 'Ayşe Yılmaz');
  const vet = await createVerifiedUser('veterinarian', 'Dr. Elif Kaya');
  const walker = await createVerifiedUser('pet_walker', 'Can Öztürk');
  await postVia(
    walker.api,
    'Kadıköy’de köpek dostu parklar',
    'Kadıköy ve çevresinde köpeklerin tasmasız koşabileceği güvenli alanlar arıyorum. Önerisi olan?',
  );
  const post = await postVia(
    owner.api,
    'Yavru kedide aşı takvimi nasıl olmalı?',
    'Sokaktan yeni sahiplendiğimiz yaklaşık 2 aylık bir yavrumuz var.\nHangi aşılar, hangi sırayla yapılmalı? İç-dış parazit uygulamasını aşıdan önce mi yapmalıyız? Ayrıntılı bilgi için baktığım kaynak: https://ornek.com/asi-takvimi',
  );
  await replyVia(
    vet.api,
    post.id,
    'Genel bir çerçeve:\n1. Muayene ve iç-dış parazit\n2. Karma aşı, 3–4 hafta arayla tekrar\n3. 12. haftadan sonra kuduz aşısı',
  );
  await replyVia(walker.api, post.id, 'Bizde de aynı takvim uygulandı, sorunsuz geçti.');

  const { page, close } = await pageAs(browser, owner.api);
  await page.goto(hashPath(buildPath('forum')));
  await tour.visit(page, 'forum-list', hashPath(buildPath('forum')), /Yavru kedide aşı takvimi/);
  await tour.visit(
    page,
    'forum-post',
    hashPath(buildPath('forum.post', { postId: post.id })),
    /Genel bir çerçeve/,
  );
  await tour.visit(
    page,
    'forum-new-post',
    hashPath(buildPath('forum.newPost')),
    /Topluluk kuralları|Community rules/,
    {
      prepare: async (p) => {
        await p.getByRole('button', { name: /^(Paylaş|Post)$/ }).click();
      },
    },
  );
  await close();
});
