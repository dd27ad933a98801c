import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';

import { expect, type APIRequestContext, type Page } from '@playwright/test';

import { adminApi, buildPath, createVerifiedUser, hashPath, shareSession } from '../../support/api.ts';
import { expectNoAxeViolations, waitForScreenAtRest } from '../../support/axe.ts';
import { istanbulDate, pageAs } from '../../support/bookings.ts';
import { forEachShotPage } from '../../support/screenshot-pages.ts';
import { watchForScripts, XSS_PAYLOADS, XSS_TEXT } from '../../support/xss.ts';
import { pawPhoto } from '../discovery/discovery-helpers.ts';
import { test } from '../../support/fixtures.ts';

/** The admin's action log, through the API: the records of a type. */
const actionsOf = async (api: APIRequestContext, actionType: string) => {
  const response = await api.get(`/api/admin/action-logs?type=${actionType}&pageSize=50`);
  expect(response.status(), await response.text()).toBe(200);
  return (
    (await response.json()) as {
      items: { actionType: string; targetId: string | null; description: string }[];
    }
  ).items;
};

const notificationsOf = async (api: APIRequestContext) => {
  const response = await api.get('/api/notifications?pageSize=50');
  expect(response.status(), await response.text()).toBe(200);
  return (
    (await response.json()) as {
      items: { type: string; title: string; body: string; path: string | null }[];
    }
  ).items;
};

/** Posts a lost-and-found report (with a photo) through the API; returns its id. */
const postReport = async (api: APIRequestContext, fields: Record<string, unknown>) => {
  const upload = await api.post('/api/files', {
    multipart: {
      file: { name: 'rapor.png', mimeType: 'image/png', buffer: pawPhoto(3) },
      purpose: 'lostfound_photo',
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const photoId = ((await upload.json()) as { file: { id: string } }).file.id;
  const response = await api.post('/api/lostfound', {
    data: {
      reportType: 'lost',
      animalType: 'cat',
      // Away from the community specs' Kadıköy tabbies: the suite shares one platform, and
      // their similar-report lists must not find this spec's pair.
      breed: 'Van',
      colors: ['white'],
      lastSeenLocation: 'Alsancak kordon',
      distinguishingFeatures: 'Kırmızı tasmalı',
      cityCode: '35',
      district: 'Konak',
      lastSeenDate: istanbulDate(-1),
      photoIds: [photoId],
      ...fields,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { report: { id: string } }).report.id;
};

/** Picks an option of a Mantine select. */
const pick = async (page: Page, label: string, option: string) => {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

// The admin's notification topics belong to the server, which the spec files a worker runs after
// this one share: whatever happened here, they are all on again afterwards.
test.afterAll(async () => {
  const admin = await adminApi();
  const reset = await admin.put('/api/admin/notification-settings', {
    data: { support_ticket: true, flag: true, payment_receipt: true, security_alert: true },
  });
  expect(reset.status(), await reset.text()).toBe(200);
  await admin.dispose();
});

test('[admin][moderation]: the admin warns a forum author and suspends a chat scammer from the flagged queue, confirms a lost-found match, broadcasts to owners and turns a notification topic off', async ({
  page,
  context,
  browser,
}) => {
  // Five people and four screens: about 50 s on a quiet machine, past 90 s beside two npm test runs.
  test.setTimeout(300_000);
  const admin = await adminApi();
  // The queues are the server's, shared with the spec files its worker runs (the forum spec reports
  // posts, the lost-and-found spec has a Pamuk too): this test's post, message, pet and broadcast
  // carry a tag of their own.
  const tag = randomUUID().slice(0, 6);
  const postTitle = `Mama önerisi ${tag}`;
  const scam = `Kediniz bende (${tag}); önce 1.500 TL ödül gönderin.`;
  const petName = `Pamuk ${tag}`;
  const author = await createVerifiedUser('owner', 'Forum Yazarı');
  const reporter = await createVerifiedUser('sitter', 'Şikayetçi Selin');
  const scammer = await createVerifiedUser('owner', 'Dolandırıcı Deniz');
  const loser = await createVerifiedUser('owner', 'Kayıp Ayşe');
  const finder = await createVerifiedUser('sitter', 'Bulan Mert');

  // A forum post full of script payloads, reported by the sitter.
  const post = await author.api.post('/api/forum/posts', {
    data: { title: `${postTitle} ${XSS_PAYLOADS[0]}`.slice(0, 150), content: XSS_TEXT },
  });
  expect(post.status(), await post.text()).toBe(201);
  const postId = ((await post.json()) as { id: string }).id;
  expect(
    (
      await reporter.api.post(`/api/forum/posts/${postId}/flag`, {
        data: { reason: 'spam', note: 'Reklam' },
      })
    ).status(),
  ).toBe(201);

  // A scam message to a lost cat's reporter, flagged by her.
  const lostId = await postReport(loser.api, { petName });
  const detail = (await (await loser.api.get(`/api/lostfound/${lostId}`)).json()) as {
    report: { reporterUserId: string };
  };
  const chatId = `lostfound_${lostId}_reporter_${detail.report.reporterUserId}`;
  const sent = await scammer.api.post(`/api/chat/conversations/${chatId}/messages`, {
    data: { clientId: randomUUID(), text: scam },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const messageId = ((await sent.json()) as { id: string }).id;
  expect(
    (
      await loser.api.post(`/api/chat/messages/${messageId}/flag`, { data: { reason: 'scam' } })
    ).status(),
  ).toBe(201);
  // A found cat that matches her report.
  const foundId = await postReport(finder.api, {
    reportType: 'found',
    petName: null,
    lastSeenLocation: 'Alsancak kordon iskele',
    district: 'Konak',
  });

  const scammerSide = await pageAs(browser, scammer.api);
  await scammerSide.page.goto(hashPath(buildPath('notifications')));
  await expect(scammerSide.page.getByRole('heading', { level: 1 }).first()).toBeVisible();

  const scripts = watchForScripts(page);
  await shareSession(admin, context);

  // The flagged queue: both items, open, newest first.
  await page.goto(hashPath(buildPath('admin.moderation')));
  await expect(page.getByRole('heading', { name: 'İşaretlenen mesajlar', level: 1 })).toBeVisible();
  const queue = page.getByTestId('flag-queue');
  const messageRow = queue.getByRole('row').filter({ hasText: scam });
  const postRow = queue.getByRole('row').filter({ hasText: postTitle });
  await expect(messageRow).toContainText('Sohbet mesajı');
  await expect(postRow).toContainText('Forum gönderisi');
  await expect(postRow).toContainText('Spam veya reklam');
  await expectNoAxeViolations(page, 'flagged messages tr');

  // Review the post: its content whole, as text; warn the author with an edited text.
  await postRow.getByTestId('flag-review').click();
  const review = page.getByTestId('flag-review-modal');
  await expect(review.getByTestId('flag-content')).toHaveText(XSS_TEXT);
  await expect(
    review.getByRole('link', { name: 'Forum konusunu yeni sekmede aç' }),
  ).toHaveAttribute('target', '_blank');
  await expect(
    review.getByRole('link', { name: 'Forum konusunu yeni sekmede aç' }),
  ).toHaveAttribute('rel', 'noopener noreferrer');
  await expectNoAxeViolations(page, 'flag review modal tr');
  const warning = review.getByTestId('flag-warning');
  await warning.fill('');
  await review.getByTestId('flag-warn').click();
  await expect(review.getByText('Uyarı metni zorunludur.')).toBeVisible();
  await warning.fill('Forumda reklam yapmak kurallara aykırıdır. Lütfen tekrar etmeyin.');
  await review.getByTestId('flag-warn').click();
  const dialog = page.getByRole('dialog', { name: 'Kullanıcı uyarılsın mı?' });
  await expect(dialog).toContainText('Forum Yazarı');
  // Cancelling brings the review back with the text as typed.
  await dialog.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(page.getByTestId('flag-warning')).toHaveValue(
    'Forumda reklam yapmak kurallara aykırıdır. Lütfen tekrar etmeyin.',
  );
  await page.getByTestId('flag-warn').click();
  await page
    .getByRole('dialog', { name: 'Kullanıcı uyarılsın mı?' })
    .getByRole('button', { name: 'Evet, devam et' })
    .click();
  await expect(page.getByText('Kullanıcıya uyarı gönderildi.')).toBeVisible();
  await expect(postRow).toHaveCount(0);

  // The author reads the warning among their notifications (their browser stays open for the
  // broadcast below: a browser's first load of the app is the slow part on a busy machine).
  const authorSide = await pageAs(browser, author.api);
  const authorScripts = watchForScripts(authorSide.page);
  await authorSide.page.goto(hashPath(buildPath('notifications')));
  // The list is the page's main part; a notice that comes while the page is open shows as a toast too.
  const authorList = authorSide.page.getByRole('main');
  await expect(authorList.getByText('Topluluk kuralları uyarısı')).toBeVisible();
  await expect(
    authorList.getByText('Forumda reklam yapmak kurallara aykırıdır. Lütfen tekrar etmeyin.'),
  ).toBeVisible();

  // Suspend the scammer: their session ends.
  await messageRow.getByTestId('flag-review').click();
  await expect(page.getByTestId('flag-content')).toHaveText(scam);
  await expect(page.getByTestId('flag-review-modal')).toContainText(
    'Özel sohbetlerden yalnızca şikayet edilen mesaj gösterilir.',
  );
  await page.getByTestId('flag-suspend').click();
  await page
    .getByRole('dialog', { name: 'Kullanıcı askıya alınsın mı?' })
    .getByRole('button', { name: 'Evet, devam et' })
    .click();
  await expect(page.getByText('Kullanıcı askıya alındı ve oturumları kapatıldı.')).toBeVisible();
  expect((await scammer.api.get('/api/notifications')).status()).toBe(401);
  await scammerSide.page.reload();
  await expect(scammerSide.page).not.toHaveURL(/#\/notifications/);
  await scammerSide.close();

  // Both appear, dismissed or actioned, under "Tümü"; the log has both actions.
  await page.getByRole('tab', { name: 'İşlem yapılan' }).click();
  await expect(messageRow).toContainText('Hesabı askıda');
  await page.getByRole('tab', { name: 'Tümü' }).click();
  await expect(messageRow).toContainText('İşlem yapıldı');
  expect(
    (await actionsOf(admin, 'user_warned')).some((row) => row.description.includes(author.email)),
  ).toBe(true);
  expect(
    (await actionsOf(admin, 'user_suspended')).some((row) =>
      row.description.includes(scammer.email),
    ),
  ).toBe(true);

  // Lost-found matches: links open in a new tab; confirm; both reporters are told.
  await page.goto(hashPath(buildPath('admin.lostfound')));
  await expect(
    page.getByRole('heading', { name: 'Kayıp-bulunan eşleşmeleri', level: 1 }),
  ).toBeVisible();
  // This test's pair: another found cat in the queue may match this lost one too.
  const matchRow = page
    .getByTestId('match-table')
    .getByRole('row')
    .filter({ hasText: petName })
    .filter({ has: page.locator(`a[href="#/lost-and-found/${foundId}"]`) });
  await expect(matchRow).toContainText('Kedi · Van');
  await expect(matchRow).toContainText('%100');
  const lostLink = matchRow.getByRole('link', { name: new RegExp(petName) });
  await expect(lostLink).toHaveAttribute('href', `#/lost-and-found/${lostId}`);
  await expect(lostLink).toHaveAttribute('target', '_blank');
  await expect(matchRow.getByRole('link', { name: /İsimsiz/ })).toHaveAttribute(
    'href',
    `#/lost-and-found/${foundId}`,
  );
  await expectNoAxeViolations(page, 'lost-found matches tr');
  await matchRow.getByTestId('match-confirm').click();
  await page
    .getByRole('dialog', { name: 'Eşleşme onaylansın mı?' })
    .getByRole('button', { name: 'Evet, devam et' })
    .click();
  await expect(
    page.getByText('Eşleşme onaylandı; iki ilan sahibine de bildirim gönderildi.'),
  ).toBeVisible();
  await expect(matchRow).toHaveCount(0);
  await page.getByRole('tab', { name: 'Onaylanan' }).click();
  await expect(matchRow).toContainText('Onaylandı');
  for (const [person, other] of [
    [loser, foundId],
    [finder, lostId],
  ] as const) {
    const told = (await notificationsOf(person.api)).find(
      (item) => item.type === 'lostfound_match_confirmed',
    );
    expect(told?.path).toBe(`/lost-and-found/${other}`);
  }
  expect(
    (await actionsOf(admin, 'match_confirmed')).some(
      (row) => row.targetId === `${lostId}:${foundId}`,
    ),
  ).toBe(true);

  // Broadcast to owners, with payloads in the title and the message.
  await page.goto(hashPath(buildPath('admin.broadcasts')));
  await expect(page.getByRole('heading', { name: 'Duyuru gönder', level: 1 })).toBeVisible();
  await page.getByTestId('broadcast-submit').click();
  await expect(page.getByText('Başlık zorunludur.')).toBeVisible();
  await expect(page.getByText('Mesaj zorunludur.')).toBeVisible();
  const title = `Duyuru ${tag} ${XSS_PAYLOADS[1]}`;
  await page.getByTestId('broadcast-title').fill(title);
  await page.getByTestId('broadcast-message').fill(XSS_TEXT);
  await pick(page, 'Hedef kitle', 'Sadece evcil hayvan sahipleri');
  await expectNoAxeViolations(page, 'broadcast tr');
  await page.getByTestId('broadcast-submit').click();
  await page
    .getByRole('dialog', { name: 'Duyuru gönderilsin mi?' })
    .getByRole('button', { name: 'Evet, gönder' })
    .click();
  await expect(page.getByText('Duyuru sıraya alındı; gönderim sürüyor.')).toBeVisible();
  const historyRow = page
    .getByTestId('broadcast-history')
    .getByRole('row')
    .filter({ hasText: `Duyuru ${tag} <img` });
  await expect(historyRow).toContainText('Gönderildi');
  await expect(historyRow).toContainText('Sadece evcil hayvan sahipleri');
  await expect(page.getByTestId('broadcast-title')).toHaveValue('');

  // The author, an owner, reads it: the list is loaded afresh.
  await authorSide.page.reload();
  await expect(authorList.getByText(title, { exact: true })).toBeVisible();
  await authorScripts.expectNoScriptRan();
  await authorSide.close();
  expect((await notificationsOf(finder.api)).some((item) => item.type === 'admin_broadcast')).toBe(
    false,
  );
  expect((await notificationsOf(admin)).some((item) => item.type === 'admin_broadcast')).toBe(
    false,
  );
  expect((await actionsOf(admin, 'broadcast_sent')).length).toBeGreaterThan(0);

  // Notification settings: the flag topic off, saved; the admin's notifications list below.
  await page.goto(hashPath(buildPath('admin.notifications')));
  await expect(page.getByRole('heading', { name: 'Bildirim ayarları', level: 1 })).toBeVisible();
  const flagTopic = page.getByRole('checkbox', { name: 'Yeni işaretlenen içerik' });
  await expect(flagTopic).toBeChecked();
  await expect(page.getByText('Yeni işaretlenen içerik').nth(1)).toBeVisible();
  await expectNoAxeViolations(page, 'notification settings tr');
  await flagTopic.click();
  await page.getByTestId('admin-settings-save').click();
  await expect(page.getByText('Bildirim ayarlarınız kaydedildi.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Yeni işaretlenen içerik' })).not.toBeChecked();
  const settings = (await (await admin.get('/api/admin/notification-settings')).json()) as Record<
    string,
    boolean
  >;
  expect(settings).toEqual({
    support_ticket: true,
    flag: false,
    payment_receipt: true,
    security_alert: true,
  });
  expect(
    (await actionsOf(admin, 'notification_settings_changed')).some((row) =>
      row.description.includes('işaretlenen içerik kapalı'),
    ),
  ).toBe(true);

  await scripts.expectNoScriptRan();
});

test('[admin][moderation] @screens: screenshots of the moderation screens', async ({ browser }) => {
  const dir = '/tmp/shots-moderation';
  mkdirSync(dir, { recursive: true });
  const admin = await adminApi();
  const author = await createVerifiedUser('owner', 'Görsel Yazar');
  const reporter = await createVerifiedUser('sitter', 'Görsel Şikayetçi');
  const post = await author.api.post('/api/forum/posts', {
    data: {
      title: 'Kedim için en iyi mama hangisi? Uzun bir başlık',
      content: 'İndirimli mama için bana yazın, bu hafta %70 indirim var!',
    },
  });
  await reporter.api.post(`/api/forum/posts/${((await post.json()) as { id: string }).id}/flag`, {
    data: { reason: 'spam' },
  });
  await postReport(author.api, { petName: 'Boncuk' });
  await postReport(reporter.api, {
    reportType: 'found',
    petName: null,
    lastSeenLocation: 'Alsancak kordon iskele',
  });
  await admin.post('/api/admin/broadcasts', {
    data: {
      title: 'Bayram tatilinde destek saatleri',
      message: 'Destek ekibimiz 10:00–16:00 arası açık.',
      audience: 'owners',
    },
  });
  await forEachShotPage(browser, admin, async (page, { locale, device }) => {
    // Each screen with what shows it has its data.
    for (const [name, route, loaded] of [
      ['flagged', 'admin.moderation', page.getByTestId('flag-review')],
      ['broadcast', 'admin.broadcasts', page.getByTestId('broadcast-history').getByText('Bayram tatilinde destek saatleri')],
      ['notifications', 'admin.notifications', page.getByRole('checkbox')],
      ['matches', 'admin.lostfound', page.getByTestId('match-table').getByText('Boncuk')],
    ] as const) {
      await page.goto(hashPath(buildPath(route)));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(loaded.first()).toBeVisible();
      await waitForScreenAtRest(page);
      await page.screenshot({ path: `${dir}/${name}-${locale}-${device}.png`, fullPage: true });
      if (name === 'flagged') {
        await page.getByTestId('flag-review').first().click();
        await expect(page.getByTestId('flag-review-modal')).toBeVisible();
        await waitForScreenAtRest(page);
        await page.screenshot({
          path: `${dir}/${name}-review-${locale}-${device}.png`,
          fullPage: false,
        });
        if (locale === 'en') await expectNoAxeViolations(page, `flag review ${locale} ${device}`);
        await page.keyboard.press('Escape');
      } else if (locale === 'en') {
        await expectNoAxeViolations(page, `${name} ${locale} ${device}`);
      }
    }
  });
});
