import { expect, type Page } from '@playwright/test';

import { buildPath, hashPath } from '../../support/api.ts';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { act, addPet, book, istanbulDate, pageAs } from '../../support/bookings.ts';
// Walkers in İzmir with no map point, away from the discovery specs' walkers and their filters.
import {
  PLACES,
  createOwnerAt,
  createProvider,
  walkerFields,
} from '../discovery/discovery-helpers.ts';
import { test } from '../../support/fixtures.ts';

const composer = (page: Page) => page.getByRole('textbox', { name: 'Mesajınız' });
const history = (page: Page) => page.getByRole('log', { name: 'Mesaj geçmişi' });
const bubble = (page: Page, text: string | RegExp) =>
  history(page).getByTestId('chat-message').filter({ hasText: text });

const send = async (page: Page, text: string) => {
  await composer(page).fill(text);
  await composer(page).press('Enter');
  await expect(composer(page)).toHaveValue('');
  await expect(bubble(page, text).locator('[data-delivery]')).toBeVisible();
};

const OWNER_TEXT = 'Merhaba, numaram 0532 123 45 67, WhatsApp’tan da yazabilirsiniz.';
const WALKER_TEXT =
  'Bana 0533 765 43 21 numarasından ya da deniz [at] gmail nokta com adresinden ulaşın.';

test('[owner][walker][chat]: an owner asks a walker before booking; numbers stay masked for the other side until the booking is confirmed', async ({
  browser,
}) => {
  const owner = await createOwnerAt('Ayşe Soru', PLACES.bornova);
  const petId = await addPet(owner.api, { name: 'Fındık', species: 'dog' });
  const walker = await createProvider('pet_walker', 'Deniz Sorulur', {
    location: PLACES.bornova,
    fields: walkerFields({ knowsFirstAid: false, hourlyRate: 160 }),
  });
  const ownerSide = await pageAs(browser, owner.api);
  const walkerSide = await pageAs(browser, walker.api);
  const ownerPage = ownerSide.page;
  const walkerPage = walkerSide.page;

  // From the walker's public profile, "Soru sor" opens the owner's question conversation.
  await ownerPage.goto(
    hashPath(
      buildPath('owner.providers.profile', { providerId: walker.id }, { kind: 'pet_walker' }),
    ),
  );
  await ownerPage.getByRole('button', { name: 'Soru sor' }).click();
  await expect(ownerPage).toHaveURL(new RegExp(`#/chat/question_${walker.id}$`));
  await expect(ownerPage.getByRole('heading', { name: 'Deniz Sorulur' })).toBeVisible();
  await expect(ownerPage.getByText('Henüz mesaj yok')).toBeVisible();
  await expect(
    ownerPage.getByRole('link', { name: 'Rezervasyon öncesi soru: Gezdirici' }),
  ).toBeVisible();

  // The owner reads their own number whole, with the note that the walker cannot see it yet.
  await send(ownerPage, OWNER_TEXT);
  const own = bubble(ownerPage, OWNER_TEXT);
  await expect(own.getByTestId('contact-note')).toHaveText(
    'Bu mesajdaki iletişim bilgileri, rezervasyon onaylanana kadar karşı taraftan gizlenir.',
  );

  // The walker finds it in their list, masked, and reads it masked.
  await walkerPage.goto(hashPath(buildPath('chat')));
  const row = walkerPage.getByTestId('conversation-row').filter({ hasText: 'Ayşe Soru' });
  await expect(row).toContainText('Merhaba, numaram •••, WhatsApp’tan da yazabilirsiniz.');
  await expect(row).toContainText('Rezervasyon öncesi soru');
  await expect(row).not.toContainText('Gezdirici');
  await row.click();
  await expect(walkerPage).toHaveURL(
    new RegExp(`#/chat/question_${walker.id}\\?asker=${owner.id}$`),
  );
  const masked = bubble(walkerPage, /Merhaba, numaram/);
  await expect(masked.getByTestId('contact-mask')).toHaveCount(1);
  await expect(masked).not.toContainText('0532');
  await expect(masked.getByTestId('contact-note')).toContainText(
    'rezervasyon onaylanana kadar gizlenir',
  );
  await expectNoAxeViolations(walkerPage, 'question conversation (walker, masked)');

  // The walker's answer reaches the owner live, with their number and address masked.
  await send(walkerPage, WALKER_TEXT);
  const answer = bubble(ownerPage, /numarasından ya da/);
  await expect(answer.getByTestId('contact-mask')).toHaveCount(2);
  await expect(answer).not.toContainText('0533');
  await expect(answer).not.toContainText('gmail');
  await expectNoAxeViolations(ownerPage, 'question conversation (owner, masked)');

  // The owner books, the walker accepts: both read the old messages whole, without a reload.
  const bookingId = await book(owner.api, {
    kind: 'pet_walker',
    providerId: walker.id,
    petId,
    date: istanbulDate(4),
    time: '11:00',
    hours: 1,
  });
  await expect(bubble(ownerPage, /numarasından ya da/).getByTestId('contact-mask')).toHaveCount(2);
  await act(walker.api, bookingId, 'accept');
  await expect(bubble(ownerPage, WALKER_TEXT)).toBeVisible({ timeout: 15_000 });
  await expect(history(ownerPage).getByTestId('contact-mask')).toHaveCount(0);
  await expect(history(ownerPage).getByTestId('contact-note')).toHaveCount(0);
  await expect(bubble(walkerPage, OWNER_TEXT)).toBeVisible({ timeout: 15_000 });
  await expect(history(walkerPage).getByTestId('contact-mask')).toHaveCount(0);

  await ownerSide.close();
  await walkerSide.close();
});
