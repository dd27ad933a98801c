import { expect, type BrowserContext } from '@playwright/test';

import { adminApi, buildPath, createVerifiedUser, hashPath, shareSession } from '../../support/api.ts';
import { test } from '../../support/fixtures.ts';

/** An id no row has (a well-formed UUID v7). */
const UNKNOWN_ID = '0195f3a0-0000-7000-8000-000000000000';

/** How long the server takes to answer for the unknown id: longer than any screen's redirect delay. */
const SLOW_ANSWER_MS = 2000;

type Case = {
  /** The screen opened, with the unknown id. */
  readonly path: string;
  /** The API address of its read, as Playwright matches it. */
  readonly api: string;
  /** The screen's loading state. */
  readonly loading: string;
  /** The spec's message for an unknown id. */
  readonly message: string;
  /** The list it goes back to. */
  readonly list: RegExp;
};

/** The page's own flag: a loading state showed again on the screen of `hash` after the message. */
type Watched = Window & { loadingAgain?: boolean };

/**
 * Opens `path` in a page of its own (the app's first load, nothing cached) with the API's answer
 * held back by `SLOW_ANSWER_MS`, the server being slow rather than the test waiting, and checks
 * that the screen is never left empty: its loading state meanwhile, then the spec's message, then
 * the list's address. While the message shows, the connection drops and comes back, which
 * refetches the failed read (slowly again): the message stays until the list opens.
 */
const expectSlowNotFound = async (
  context: BrowserContext,
  { path, api, loading, message, list }: Case,
) => {
  const page = await context.newPage();
  let answers = 0;
  await page.route(api, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_ANSWER_MS));
    answers += 1;
    await route.continue().catch(() => undefined);
  });
  await page.goto(hashPath(path));
  await expect(page.getByRole('status').filter({ hasText: loading })).toBeVisible();
  expect(answers, 'the loading state shows before the answer').toBe(0);

  await expect(page.getByText(message).first()).toBeVisible({ timeout: SLOW_ANSWER_MS + 15_000 });
  await page.evaluate(
    ([hash, text]) => {
      const watched = window as Watched;
      watched.loadingAgain = false;
      new MutationObserver(() => {
        if (location.hash !== hash) return;
        const statuses = [...document.querySelectorAll('[role="status"]')];
        if (statuses.some((status) => status.textContent?.includes(text))) watched.loadingAgain = true;
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
      window.dispatchEvent(new Event('offline'));
      window.dispatchEvent(new Event('online'));
    },
    [`#${path}`, loading] as const,
  );
  await expect(page).toHaveURL(list);
  expect(
    await page.evaluate(() => (window as Watched).loadingAgain),
    'the message stays until the list opens',
  ).toBe(false);
  await page.close();
};

test('[owner][guard]: an unknown id answered slowly shows loading, the message, then the list', async ({
  context,
}) => {
  const owner = await createVerifiedUser('owner', 'Ece Bilinmeyen');
  await shareSession(owner.api, context);
  const cases: Case[] = [
    {
      path: buildPath('lostfound.detail', { reportId: UNKNOWN_ID }),
      api: `**/api/lostfound/${UNKNOWN_ID}`,
      loading: 'İlan yükleniyor',
      message: 'Rapor bulunamadı.',
      list: /#\/lost-and-found$/,
    },
    {
      path: buildPath('lostfound.edit', { reportId: UNKNOWN_ID }),
      api: `**/api/lostfound/${UNKNOWN_ID}`,
      loading: 'İlan yükleniyor',
      message: 'Rapor bulunamadı.',
      list: /#\/lost-and-found$/,
    },
    {
      path: buildPath('adoption.detail', { listingId: UNKNOWN_ID }),
      api: `**/api/adoption/listings/${UNKNOWN_ID}`,
      loading: 'İlan yükleniyor',
      message: 'İlan bulunamadı.',
      list: /#\/adopt$/,
    },
    {
      path: buildPath('mating.detail', { listingId: UNKNOWN_ID }),
      api: `**/api/mating/listings/${UNKNOWN_ID}`,
      loading: 'İlan yükleniyor',
      message: 'İlan bulunamadı.',
      list: /#\/pet-mating$/,
    },
    {
      path: buildPath('articles.detail', { slug: 'boyle-bir-makale-yok' }),
      api: '**/api/articles/slug/boyle-bir-makale-yok',
      loading: 'Makale yükleniyor',
      message: 'Makale bulunamadı.',
      list: /#\/expert-articles$/,
    },
    {
      path: buildPath('support.ticket', { ticketId: UNKNOWN_ID }),
      api: `**/api/support/tickets/${UNKNOWN_ID}`,
      loading: 'Talep yükleniyor',
      message: 'Destek talebi bulunamadı.',
      list: /#\/support$/,
    },
    {
      path: buildPath('owner.pets.edit', { petId: UNKNOWN_ID }),
      api: `**/api/pets/${UNKNOWN_ID}`,
      loading: 'Evcil hayvan yükleniyor',
      message: 'Evcil hayvan bulunamadı ya da bu kayda erişim izniniz yok.',
      list: /#\/owner\/pets$/,
    },
    {
      path: buildPath('chat.detail', { chatId: `booking_${UNKNOWN_ID}` }),
      api: `**/api/chat/conversations/booking_${UNKNOWN_ID}*`,
      loading: 'Sohbet yükleniyor',
      message: 'Sohbet bulunamadı.',
      list: /#\/chat$/,
    },
    {
      path: buildPath('forum.post', { postId: UNKNOWN_ID }),
      api: `**/api/forum/posts/${UNKNOWN_ID}`,
      loading: 'Gönderi yükleniyor',
      message: 'Gönderi bulunamadı',
      list: /#\/forum$/,
    },
    {
      path: buildPath('owner.providers.profile', { providerId: UNKNOWN_ID }, { kind: 'sitter' }),
      api: `**/api/discovery/providers/${UNKNOWN_ID}*`,
      loading: 'Profil yükleniyor',
      message: 'Bakıcı bulunamadı.',
      list: /#\/owner\/sitters\/browse$/,
    },
    {
      path: buildPath('owner.sitters.book', { sitterId: UNKNOWN_ID }),
      api: `**/api/discovery/providers/${UNKNOWN_ID}*`,
      loading: 'Hizmet veren bilgileri yükleniyor',
      message: 'Bakıcı bulunamadı.',
      list: /#\/owner\/sitters\/browse$/,
    },
  ];
  for (const screen of cases) {
    await test.step(screen.path, () => expectSlowNotFound(context, screen));
  }
});

test('[admin][guard]: an unknown walker’s performance answered slowly shows loading, the message, then the list', async ({
  context,
}) => {
  await shareSession(await adminApi(), context);
  await expectSlowNotFound(context, {
    path: buildPath('admin.petWalkerPerformance', { id: UNKNOWN_ID }),
    api: `**/api/admin/performance/${UNKNOWN_ID}`,
    loading: 'Gezdirici bilgileri yükleniyor',
    message: 'Hizmet veren bulunamadı.',
    list: /#\/admin\/pet-walkers\/performance$/,
  });
});

test('[veterinarian][guard]: an unknown patient answered slowly shows loading, the message, then the patients', async ({
  context,
}) => {
  const vet = await createVerifiedUser('veterinarian', 'Veteriner Bilinmeyen');
  await shareSession(vet.api, context);
  await expectSlowNotFound(context, {
    path: buildPath('veterinarian.patients.detail', { patientId: UNKNOWN_ID }),
    api: `**/api/patients/${UNKNOWN_ID}`,
    loading: 'Hastanın bilgileri yükleniyor',
    message: 'Hasta bulunamadı ya da bu evcil hayvanla bir randevunuz yok.',
    list: /#\/veterinarian\/patients$/,
  });
});
