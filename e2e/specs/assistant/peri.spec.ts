import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';

import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';

import { adminApi, buildPath, createVerifiedUser, hashPath, shareSession } from '../../support/api.ts';
import { periInTheWay } from '../../support/peri.ts';
import { expectNoAxeViolations, waitForScreenAtRest } from '../../support/axe.ts';
import { pageAs } from '../../support/bookings.ts';
import type { E2EClock } from '../../support/clock.ts';
import { watchForScripts, XSS_PAYLOADS, XSS_TEXT } from '../../support/xss.ts';
import { test } from '../../support/fixtures.ts';

/** The launcher's `PERI_BUBBLE_DELAY_MS` (apps/web): the suggestion shows this long after a page load. */
const BUBBLE_DELAY_MS = 1_500;
/**
 * How far past the delay the clock is moved: well within the 15 s the bubble then stays
 * (`PERI_BUBBLE_VISIBLE_MS`), so a bubble that did show is still there to be seen.
 */
const BUBBLE_MARGIN_MS = 500;

/**
 * Moves the browser's clock past the suggestion's delay once the launcher is on the page (its
 * timer starts with it): the suggestion is then shown, unless it was already seen today.
 */
const passBubbleDelay = async (page: Page, clock: E2EClock) => {
  await expect(page.getByTestId('peri-launcher')).toBeVisible();
  // The timer is set in an effect of the launcher's first render: a frame later it is running.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  await clock.advance(BUBBLE_DELAY_MS + BUBBLE_MARGIN_MS);
};

/** Publishes an article through the API as its author, as the editor sends it. */
const publishArticle = async (api: APIRequestContext, data: Record<string, unknown>) => {
  const response = await api.post('/api/articles', {
    data: { category: 'vet_advice', status: 'published', ...data },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { article: { id: string; slug: string; title: string } })
    .article;
};

const periDialog = (page: Page) =>
  page.getByRole('dialog', { name: /^(Peri Akıllı Asistan|Peri Smart Assistant)$/ });
const messages = (page: Page) => periDialog(page).getByRole('log');

/** Types a question as a person would and sends it with Enter; waits for Peri to finish. */
const ask = async (page: Page, question: string) => {
  const box = periDialog(page).getByRole('textbox', {
    name: /^(Peri'ye sorunuz|Your question for Peri)$/,
  });
  const before = await messages(page).getByTestId('peri-message-bot').count();
  await box.fill(question);
  await box.press('Enter');
  await expect(box).toHaveValue('');
  await expect(messages(page).getByTestId('peri-message-bot')).toHaveCount(before + 1);
  const answer = messages(page).getByTestId('peri-message-bot').nth(before);
  await expect(answer).toHaveAttribute('data-status', 'sent', { timeout: 20_000 });
  return answer;
};

/** Sets the three consent switches and saves. */
const saveConsent = async (
  page: Page,
  items: { name: boolean; role: boolean; recentActivity: boolean },
) => {
  for (const [item, on] of Object.entries(items)) {
    const toggle = periDialog(page).getByTestId(`peri-consent-${item}`);
    if ((await toggle.isChecked()) !== on) await toggle.click({ force: true });
    await expect(toggle).toBeChecked({ checked: on });
  }
  await periDialog(page)
    .getByRole('button', { name: /^(Kaydet|Save)$/ })
    .click();
};

const welcomeOf = (page: Page): Locator => messages(page).getByTestId('peri-message-bot').first();

test('[owner][assistant]: an owner opens Peri from the bubble, consents, gets an answer citing an article and the cancellation steps, opens a ticket from the chat and finds it under "Destek taleplerim"', async ({
  browser,
  clock,
}) => {
  const tag = randomUUID().slice(0, 8);
  const vet = await createVerifiedUser('veterinarian', 'Dr. Deniz Aşıcı');
  const articleTitle = `Kedi Aşıları Rehberi ${tag}`;
  const article = await publishArticle(vet.api, {
    title: articleTitle,
    tags: 'kedi, aşı, aşı takvimi',
    content:
      '<p>Kedilerde temel aşılar karma aşı (panlökopeni, herpes ve calici virüsü) ve kuduz aşısıdır. Yavru kedilerde aşılamaya 8. haftada başlanır, rapellerle sürdürülür. Dışarı çıkan kedilere lösemi aşısı da önerilir.</p>',
  });
  const owner = await createVerifiedUser('owner', 'Ayşe Perili');

  const ownerSide = await pageAs(browser, owner.api, { clock });
  const page = ownerSide.page;
  await page.setViewportSize({ width: 1280, height: 800 });
  const scripts = watchForScripts(page);

  // Peri's button sits in the top bar, never over the page.
  await page.goto(hashPath(buildPath('owner.dashboard')));
  await expect(page).toHaveURL(/#\/owner\/dashboard/);
  await expect(page.getByRole('banner').getByTestId('peri-launcher')).toBeVisible();
  // The dashboard fills the screen: the suggestion would cover it, so it does not open here…
  await passBubbleDelay(page, clock);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const bubble = page.getByTestId('peri-bubble');
  await expect(bubble).toHaveCount(0);
  expect(await periInTheWay(page)).toEqual([]);
  // …but on a page with room at the bottom right it appears on its own; Peri answers from it.
  await page.goto(hashPath(buildPath('support')));
  await expect(page.getByRole('heading', { name: 'Destek taleplerim' })).toBeVisible();
  await passBubbleDelay(page, clock);
  await expect(bubble).toBeVisible();
  expect(await periInTheWay(page)).toEqual([]);
  await expect(bubble).toContainText('Merhaba, ben Peri!');
  await expectNoAxeViolations(page, 'Peri bubble (tr)');
  await bubble.getByRole('button', { name: 'Peri ile sohbet et' }).click();
  await expect(periDialog(page)).toBeVisible();

  // First use: consent per item, each with what it is for. Without the name, Peri greets without it.
  await expect(
    periDialog(page).getByRole('heading', { name: 'Peri hangi bilgilerinizi kullanabilir?' }),
  ).toBeVisible();
  await expect(periDialog(page).getByText('Peri size adınızla hitap eder.')).toBeVisible();
  await expectNoAxeViolations(page, 'Peri consent (tr)');
  await saveConsent(page, { name: false, role: true, recentActivity: false });
  await expect(welcomeOf(page)).toBeVisible();
  await expect(welcomeOf(page)).not.toContainText('Ayşe');
  await expect(periDialog(page).getByRole('textbox', { name: "Peri'ye sorunuz" })).toBeFocused();

  // Consent changed from the header: the chat starts again and the welcome now uses the name.
  await periDialog(page).getByRole('button', { name: 'İzin ayarları' }).click();
  await saveConsent(page, { name: true, role: true, recentActivity: true });
  await expect(messages(page).getByText(/Ayşe/).first()).toBeVisible();
  const consent = (await (await owner.api.get('/api/assistant/consent')).json()) as {
    consent: { name: boolean; role: boolean; recentActivity: boolean };
  };
  expect(consent.consent).toMatchObject({ name: true, role: true, recentActivity: true });

  // A pet-care question: answered with the article cited.
  const vaccines = await ask(page, 'kedim için hangi aşılar gerekli?');
  const citation = vaccines.getByRole('link', { name: articleTitle });
  await expect(citation).toBeVisible();
  await expectNoAxeViolations(page, 'Peri conversation with citations (tr)');

  // How to cancel a booking: the help's steps, with the screen linked.
  const cancel = await ask(page, 'Rezervasyonumu nasıl iptal ederim?');
  await expect(cancel).toContainText('Rezervasyonlarım');
  await expect(cancel).toContainText('İptal et');

  // An emergency comes first: see a vet now, and the way to an emergency request.
  const emergency = await ask(page, 'köpeğim fare zehri yedi, titriyor');
  await expect(emergency).toContainText('Bu bir acil durum olabilir: hemen bir veterinerle görüşün.');
  await expect(emergency.getByRole('link', { name: 'Veterinerler: acil durum talebi gönder' })).toBeVisible();

  // A question in English in the Turkish interface is answered in English.
  const english = await ask(page, 'How do I cancel my booking?');
  await expect(english).toContainText('Yes, cancel');

  // Free text is shown as text, never run.
  await ask(page, XSS_TEXT);
  const asked = messages(page).getByTestId('peri-message-user').last();
  for (const payload of XSS_PAYLOADS) await expect(asked).toContainText(payload);
  await scripts.expectNoScriptRan();

  // A ticket from the chat: the proposal is edited and confirmed.
  const subject = `Peri'den dekont sorunu ${tag}`;
  await ask(page, 'Destek talebi aç: ödeme dekontum iki gündür onaylanmadı');
  const proposal = messages(page).getByTestId('peri-proposal').last();
  await expect(proposal).toContainText('Destek talebi oluşturulsun mu?');
  await expectNoAxeViolations(page, 'Peri ticket proposal (tr)');
  await proposal.getByRole('textbox', { name: 'Konu' }).fill(subject);
  await proposal.getByRole('button', { name: 'Onayla' }).click();
  await expect(proposal.getByTestId('peri-proposal-state')).toHaveText('Yapıldı');
  await expect(proposal.getByRole('link', { name: 'Talebi görüntüle' })).toBeVisible();

  // The cited article opens from the chat, which closes.
  await citation.click();
  await expect(periDialog(page)).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`#/expert-articles/${article.slug}$`));
  await expect(page.getByRole('heading', { name: articleTitle })).toBeVisible();

  // The ticket is the user's, under "Destek taleplerim".
  await page.getByRole('button', { name: 'Hesabım' }).click();
  await page.getByRole('menuitem', { name: 'Destek taleplerim' }).click();
  await expect(page).toHaveURL(/#\/support$/);
  await expect(page.getByRole('link', { name: subject })).toBeVisible();

  // The history of today comes back on reopening; the bubble stays away today.
  await page.getByTestId('peri-launcher').click();
  await expect(messages(page)).toContainText('kedim için hangi aşılar gerekli?');
  await page.keyboard.press('Escape');
  await expect(periDialog(page)).toBeHidden();
  await page.reload();
  await passBubbleDelay(page, clock);
  await expect(page.getByTestId('peri-bubble')).toBeHidden();
  await ownerSide.close();
});

test("[visitor][admin][assistant]: Peri is not on signed-out pages, and is on the back office's", async ({
  page,
  context,
}) => {
  const launcherRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/peri-launcher-[^/]*\.js$/.test(new URL(request.url()).pathname)) launcherRequests.push(request.url());
  });
  const session = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/accounts/session');
  await page.goto(hashPath(buildPath('login')));
  // The launcher is fetched in the effect of the first render that knows the visitor is signed
  // in: once the session has answered "signed out" and a frame has passed after the login form
  // showed, it would have been asked for.
  expect(((await (await session).json()) as { user: unknown }).user).toBeNull();
  await expect(page.getByRole('textbox', { name: 'E-posta' })).toBeVisible();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  expect(launcherRequests).toEqual([]);
  await expect(page.getByTestId('peri-launcher')).toHaveCount(0);
  await expect(page.getByTestId('peri-bubble')).toHaveCount(0);

  await shareSession(await adminApi(), context);
  // A new load, as after signing in: the open page still holds the visitor's signed-out session.
  await page.goto('about:blank');
  await page.goto(hashPath(buildPath('admin.support')));
  await expect(page.getByRole('navigation', { name: /Yönetim|Admin/ }).first()).toBeVisible();
  await page.getByTestId('peri-launcher').click();
  await expect(periDialog(page)).toBeVisible();
  await expect(
    periDialog(page).getByRole('heading', { name: 'Peri hangi bilgilerinizi kullanabilir?' }),
  ).toBeVisible();
});

/** A signed-in page in its own context, on the dashboard, in a language and a viewport. */
const signedInPage = async (
  browser: Browser,
  user: { api: APIRequestContext },
  locale: 'tr' | 'en',
  viewport: { width: number; height: number },
  clock: E2EClock,
) => {
  const context = await browser.newContext({ viewport });
  await clock.follow(context);
  await shareSession(user.api, context);
  await context.addInitScript(
    (language) => window.localStorage.setItem('patili.locale', language),
    locale,
  );
  const page = await context.newPage();
  await page.goto(hashPath(buildPath('owner.dashboard')));
  await expect(page).toHaveURL(/#\/owner\/dashboard/);
  return { page, close: () => context.close() };
};

test('@screens [owner][assistant]: Peri in Turkish and English, phone and desktop', async ({
  browser,
  clock,
}) => {
  const dir = '/tmp/shots-peri';
  mkdirSync(dir, { recursive: true });
  const tag = randomUUID().slice(0, 6);
  const vet = await createVerifiedUser('veterinarian', 'Dr. Deniz Aşıcı');
  await publishArticle(vet.api, {
    title: `Kedi Aşıları Rehberi ${tag}`,
    tags: 'kedi, aşı',
    content:
      '<p>Kedilerde temel aşılar karma aşı ve kuduz aşısıdır. Yavru kedilerde aşılamaya 8. haftada başlanır.</p>',
  });
  const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };
  const questions = {
    tr: {
      vaccines: 'kedim için hangi aşılar gerekli?',
      ticket: 'Destek talebi aç: ödeme dekontum onaylanmadı',
    },
    en: {
      vaccines: 'which vaccines does my cat need?',
      ticket: 'Open a support ticket: my payment receipt was not confirmed',
    },
  };
  for (const locale of ['tr', 'en'] as const) {
    for (const [name, viewport] of Object.entries(viewports)) {
      const owner = await createVerifiedUser('owner', 'Ayşe Perili');
      const { page, close } = await signedInPage(browser, owner, locale, viewport, clock);
      const shot = async (what: string) => {
        await waitForScreenAtRest(page);
        await page.screenshot({ path: `${dir}/${what}-${locale}-${name}.png` });
      };
      await passBubbleDelay(page, clock);
      await expect(page.getByTestId('peri-bubble')).toBeVisible();
      await shot('1-bubble');
      await page.getByTestId('peri-bubble').getByRole('button').first().click();
      await expect(periDialog(page).getByTestId('peri-consent-name')).toBeVisible();
      await shot('2-consent');
      await saveConsent(page, { name: true, role: true, recentActivity: false });
      await expect(welcomeOf(page)).toBeVisible();
      await ask(page, questions[locale].vaccines);
      await shot('3-conversation');
      await ask(page, questions[locale].ticket);
      await expect(messages(page).getByTestId('peri-proposal').last()).toBeVisible();
      await messages(page).getByTestId('peri-proposal').last().scrollIntoViewIfNeeded();
      await shot('4-proposal');
      await close();
    }
  }
});
