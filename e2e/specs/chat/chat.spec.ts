import { expect, type Page } from '@playwright/test';

import { buildPath, hashPath } from '../../support/api.ts';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { addPet, book, istanbulDate, pageAs } from '../../support/bookings.ts';
// Walkers in İzmir with no map point, away from the discovery specs' walkers and their filters.
import {
  PLACES,
  createOwnerAt,
  createProvider,
  pawPhoto,
  walkerFields,
} from '../discovery/discovery-helpers.ts';
import { test } from '../../support/fixtures.ts';

/** The message box of the open conversation. */
const composer = (page: Page) => page.getByRole('textbox', { name: 'Mesajınız' });
const history = (page: Page) => page.getByRole('log', { name: 'Mesaj geçmişi' });
const unreadBadge = (page: Page) => page.getByRole('banner').getByTestId('chat-unread-badge');

const send = async (page: Page, text: string) => {
  await composer(page).fill(text);
  await composer(page).press('Enter');
  await expect(composer(page)).toHaveValue('');
  const bubble = history(page).getByTestId('chat-message').filter({ hasText: text });
  // Stored by the server: the "sending" mark gives way to the ✓.
  await expect(bubble.locator('[data-delivery]')).toBeVisible();
};

test('[owner][walker][chat]: the two sides of a booking chat live; the unread badge counts and clears; a dropped connection catches up', async ({
  browser,
}) => {
  const owner = await createOwnerAt('Ayşe Sohbet', PLACES.bornova);
  const petId = await addPet(owner.api, { name: 'Zeytin', species: 'dog' });
  const walker = await createProvider('pet_walker', 'Bora Mesaj', {
    location: PLACES.bornova,
    fields: walkerFields({ knowsFirstAid: true, hourlyRate: 180 }),
  });
  const bookingId = await book(owner.api, {
    kind: 'pet_walker',
    providerId: walker.id,
    petId,
    date: istanbulDate(3),
    time: '10:00',
    hours: 1,
  });

  const ownerSide = await pageAs(browser, owner.api);
  const walkerSide = await pageAs(browser, walker.api);
  const ownerPage = ownerSide.page;
  const walkerPage = walkerSide.page;

  // The walker waits on the conversation list: nothing yet.
  await walkerPage.goto(hashPath(buildPath('chat')));
  await expect(walkerPage.getByText('Henüz mesajınız yok')).toBeVisible();
  await expect(unreadBadge(walkerPage)).toHaveCount(0);

  // The owner opens the booking's conversation from the booking card and writes twice.
  await ownerPage.goto(hashPath(buildPath('owner.bookings')));
  await ownerPage.getByRole('link', { name: 'Mesaj gönder' }).first().click();
  await expect(ownerPage).toHaveURL(new RegExp(`#/chat/booking_${bookingId}$`));
  await expect(ownerPage.getByRole('heading', { name: 'Bora Mesaj' })).toBeVisible();
  await expect(ownerPage.getByText('Henüz mesaj yok')).toBeVisible();
  await send(ownerPage, 'Merhaba Bora, Zeytin tasmayı çekiştirir.');
  await send(ownerPage, 'Ayrıntılar: https://patili.app/zeytin');
  await expect(
    history(ownerPage).getByRole('link', { name: 'https://patili.app/zeytin' }),
  ).toHaveAttribute('rel', 'noopener noreferrer nofollow');

  // Without a reload, the walker's badge counts both and the list shows the conversation.
  await expect(unreadBadge(walkerPage)).toHaveText('2');
  const row = walkerPage.getByTestId('conversation-row').filter({ hasText: 'Ayşe Sohbet' });
  await expect(row).toContainText('Ayrıntılar: https://patili.app/zeytin');
  await expect(row.getByTestId('conversation-unread')).toHaveText('2');
  await expectNoAxeViolations(walkerPage, 'chat list (walker, unread)');

  // Opening it shows the messages and clears the badge; the owner sees them read (✓✓).
  await row.click();
  await expect(
    history(walkerPage).getByText('Merhaba Bora, Zeytin tasmayı çekiştirir.'),
  ).toBeVisible();
  await expect(unreadBadge(walkerPage)).toHaveCount(0);
  await expect(history(ownerPage).locator('[data-delivery="read"]')).toHaveCount(2);
  await expectNoAxeViolations(ownerPage, 'conversation (owner)');

  // The walker answers; the owner, with the conversation open, sees it at once.
  await send(walkerPage, 'Merhaba, sorun değil. Kısa tasma getireceğim.');
  await expect(
    history(ownerPage).getByText('Merhaba, sorun değil. Kısa tasma getireceğim.'),
  ).toBeVisible();

  // A photo: uploaded first, sent with the message, and readable by the other member.
  await ownerPage
    .getByTestId('composer-photo-input')
    .setInputFiles({ name: 'zeytin.png', mimeType: 'image/png', buffer: pawPhoto(3) });
  await expect(
    ownerPage.getByTestId('composer-attachments').getByRole('img', { name: 'Fotoğraf 1' }),
  ).toHaveCount(1);
  await composer(ownerPage).press('Enter');
  const photo = history(walkerPage).getByRole('img', { name: 'Fotoğraf 1' });
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);

  // The owner's connection drops; a message sent meanwhile appears once it is back, without a reload.
  await ownerPage.context().setOffline(true);
  await expect(ownerPage.getByTestId('chat-reconnecting')).toBeVisible();
  await send(walkerPage, 'Yarın 10:00’da kapıdayım.');
  await expect(history(ownerPage).getByText('Yarın 10:00’da kapıdayım.')).toHaveCount(0);
  await ownerPage.context().setOffline(false);
  await expect(history(ownerPage).getByText('Yarın 10:00’da kapıdayım.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(ownerPage.getByTestId('chat-reconnecting')).toHaveCount(0);
  await expect(history(ownerPage).getByTestId('chat-message')).toHaveCount(5);

  await ownerSide.close();
  await walkerSide.close();
});

test('[owner][chat]: a malformed conversation link says so and leads back to the list', async ({
  browser,
}) => {
  const owner = await createOwnerAt('Ayşe Bağlantı', null);
  const { page, close } = await pageAs(browser, owner.api);
  await page.goto(hashPath(buildPath('chat.detail', { chatId: 'booking_123' })));
  await expect(page.getByText('Geçersiz sohbet bağlantısı.')).toBeVisible();
  await page.getByRole('link', { name: 'Mesajlara dön' }).click();
  await expect(page).toHaveURL(/#\/chat$/);
  await expect(page.getByRole('heading', { name: 'Mesajlar' })).toBeVisible();
  await close();
});
