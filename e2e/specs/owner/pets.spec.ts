import { PET_NOT_FOUND_REDIRECT_MS } from '@patili/domain/pets';
import { expect, type Page } from '@playwright/test';

import { buildPath, createVerifiedUser, hashPath, shareSession } from '../../support/api.ts';
import { choose, watchForMessage } from '../../support/forms.ts';
import { PET_PNG } from '../../support/pet-photo.ts';
import { test } from '../../support/fixtures.ts';

/** True once an <img> has really loaded (a broken photo URL would leave it at 0 × 0). */
const imageLoaded = (page: Page, name: string) =>
  page
    .getByRole('img', { name })
    .evaluate(
      (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
    );

test('[owner][pets]: adds a pet with a photo, sees it in the grid, records a vaccination, edits it and deletes it after confirming', async ({
  page,
  context,
}) => {
  const owner = await createVerifiedUser('owner', 'Ayşe Yılmaz');
  await shareSession(owner.api, context);

  await page.goto(hashPath(buildPath('owner.pets')));
  await expect(page.getByRole('heading', { name: 'Evcil Hayvanlarım' })).toBeVisible();
  await expect(page.getByText('Henüz evcil hayvan eklemedin')).toBeVisible();
  await page.getByRole('link', { name: 'Evcil hayvan ekle' }).click();

  await expect(page).toHaveURL(/#\/owner\/pets\/new$/);
  await page.getByRole('textbox', { name: 'İsim' }).fill('Pamuk');
  await choose(page.getByRole('radio', { name: 'Kedi' }));
  await page.getByRole('textbox', { name: 'Cins' }).fill('Van kedisi');
  await page.getByRole('textbox', { name: /Yaş/ }).fill('3');
  await page.getByText('Dişi', { exact: true }).click();
  await page.getByRole('textbox', { name: 'Notlar' }).fill('Tavuklu mama sever.');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Fotoğraf seç' }).click();
  await (await chooser).setFiles({ name: 'pamuk.png', mimeType: 'image/png', buffer: PET_PNG });
  await expect(page.getByRole('button', { name: 'Değiştir' })).toBeVisible();
  await expect.poll(() => imageLoaded(page, 'Önizleme')).toBe(true);
  await page.getByRole('button', { name: 'Evcil hayvanı ekle' }).click();

  await expect(page).toHaveURL(/#\/owner\/pets$/);
  await expect(page.getByText('Pamuk eklendi.')).toBeVisible();
  const card = page.getByRole('article', { name: 'Pamuk' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Kedi', { exact: true })).toBeVisible();
  await expect(card.getByText('3 yaşında')).toBeVisible();
  await expect(card.getByText('Van kedisi')).toBeVisible();
  await expect.poll(() => imageLoaded(page, 'Pamuk fotoğrafı')).toBe(true);

  // The card shows the vaccinations (none yet); the owner records one given elsewhere, with the
  // next dose's day for its reminders, and it is listed as hers.
  await card.getByRole('button', { name: 'Aşı kayıtlarını göster' }).click();
  await expect(card.getByText('Henüz aşı kaydı yok.')).toBeVisible();
  await card.getByRole('button', { name: 'Pamuk için aşı kaydı ekle' }).click();
  const vaccination = page.getByRole('dialog', { name: 'Pamuk için aşı kaydı' });
  await vaccination.getByRole('textbox', { name: /Aşı adı/ }).fill('Kuduz');
  await vaccination.getByRole('button', { name: 'Aşıyı kaydet' }).click();
  await expect(vaccination).toBeHidden();
  await expect(page.getByText('Aşı kaydı eklendi.')).toBeVisible();
  await expect(card.getByText('Kuduz')).toBeVisible();
  await expect(card.getByText('Senin kaydın')).toBeVisible();

  await card.getByRole('link', { name: 'Düzenle' }).click();
  await expect(page).toHaveURL(/#\/owner\/pets\/edit\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Aşı kayıtları' })).toBeVisible();
  const name = page.getByRole('textbox', { name: 'İsim' });
  await expect(name).toHaveValue('Pamuk');
  await name.fill('Pamuk Hanım');
  await page.getByRole('textbox', { name: /Yaş/ }).fill('4');
  await page.getByRole('button', { name: 'Değişiklikleri kaydet' }).click();

  await expect(page).toHaveURL(/#\/owner\/pets$/);
  const edited = page.getByRole('article', { name: 'Pamuk Hanım' });
  await expect(edited.getByText('4 yaşında')).toBeVisible();
  await expect(edited.getByText('Dişi', { exact: true })).toBeVisible();

  await edited.getByRole('button', { name: 'Sil' }).click();
  const dialog = page.getByRole('dialog', { name: 'Evcil hayvanı sil' });
  await expect(
    dialog.getByText('Pamuk Hanım ve aşı kayıtları kalıcı olarak silinecek. Emin misin?'),
  ).toBeVisible();
  // Cancelling keeps the pet.
  await dialog.getByRole('button', { name: 'İptal' }).click();
  await expect(dialog).toBeHidden();
  await expect(edited).toBeVisible();
  await edited.getByRole('button', { name: 'Sil' }).click();
  await page
    .getByRole('dialog', { name: 'Evcil hayvanı sil' })
    .getByRole('button', { name: 'Evet, sil' })
    .click();

  await expect(page.getByText('Pamuk Hanım silindi.')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(page.getByText('Henüz evcil hayvan eklemedin')).toBeVisible();
  const list = (await (await owner.api.get('/api/pets')).json()) as { total: number };
  expect(list.total).toBe(0);
});

test('[owner][pets]: the pet form asks for name, species and age in Turkish and refuses a negative age', async ({
  page,
  context,
}) => {
  const owner = await createVerifiedUser('owner');
  await shareSession(owner.api, context);
  await page.goto(hashPath(buildPath('owner.pets.new')));

  await page.getByRole('button', { name: 'Evcil hayvanı ekle' }).click();
  await expect(page.getByText('Lütfen isim, tür ve yaş alanlarını doldurun.')).toBeVisible();

  await page.getByRole('textbox', { name: 'İsim' }).fill('Karabaş');
  await choose(page.getByRole('radio', { name: 'Köpek' }));
  await page.getByRole('textbox', { name: /Yaş/ }).fill('-1');
  await page.getByRole('button', { name: 'Evcil hayvanı ekle' }).click();
  await expect(page.getByRole('alert').getByText('Yaş negatif olamaz.')).toBeVisible();
  await expect(page).toHaveURL(/#\/owner\/pets\/new$/);

  // A birthdate replaces the age: it is derived and shown, and the pet saves.
  await page.getByLabel('Doğum tarihi').fill('2020-01-15');
  await expect(page.getByRole('textbox', { name: /Yaş/ })).toBeDisabled();
  await page.getByRole('button', { name: 'Evcil hayvanı ekle' }).click();
  await expect(page).toHaveURL(/#\/owner\/pets$/);
  await expect(
    page.getByRole('article', { name: 'Karabaş' }).getByText('Köpek', { exact: true }),
  ).toBeVisible();
});

test("[owner][pets]: another owner's pet shows the not-found-or-denied message and goes back to the list", async ({
  page,
  context,
  clock,
}) => {
  const other = await createVerifiedUser('owner', 'Başka Sahip');
  const created = await other.api.post('/api/pets', {
    data: { name: 'Gizli', species: 'dog', age: 2 },
  });
  expect(created.status()).toBe(201);
  const { pet } = (await created.json()) as { pet: { id: string } };

  const owner = await createVerifiedUser('owner');
  await shareSession(owner.api, context);
  const refused = watchForMessage(page, 'Evcil hayvan bulunamadı ya da bu kayda erişim izniniz yok.');
  await page.goto(hashPath(buildPath('owner.pets.edit', { petId: pet.id })));
  await refused.shown();
  // Back to the list `PET_NOT_FOUND_REDIRECT_MS` after the message: the clock moves past it.
  await clock.advance(PET_NOT_FOUND_REDIRECT_MS);
  await expect(page).toHaveURL(/#\/owner\/pets$/);
  await expect(page.getByText('Henüz evcil hayvan eklemedin')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
});

test('[owner][dashboard]: prompts for a first pet, then counts pets; links to the four kinds of care', async ({
  page,
  context,
}) => {
  const owner = await createVerifiedUser('owner', 'Deniz Kaya');
  await shareSession(owner.api, context);
  await page.goto(hashPath(buildPath('owner.dashboard')));
  await expect(page.getByRole('heading', { name: 'Merhaba Deniz Kaya!' })).toBeVisible();
  await expect(page.getByText('İlk evcil hayvanını ekle')).toBeVisible();
  await expect(page.getByTestId('pet-count')).toHaveCount(0);
  for (const [name, route] of [
    ['Bakıcılara göz at', buildPath('owner.sitters.browse')],
    ['Randevu iste', buildPath('owner.veterinarians.request')],
    ['Gezdiricilere göz at', buildPath('owner.petWalkers.browse')],
    ['Eğitmenlere göz at', buildPath('owner.trainers.browse')],
  ] as const) {
    await expect(page.getByRole('link', { name })).toHaveAttribute('href', `#${route}`);
  }

  for (const petName of ['Pamuk', 'Boncuk']) {
    expect(
      (
        await owner.api.post('/api/pets', { data: { name: petName, species: 'cat', age: 1 } })
      ).status(),
    ).toBe(201);
  }
  await page.reload();
  await expect(page.getByTestId('pet-count')).toHaveText('2');
  await expect(page.getByText('İlk evcil hayvanını ekle')).toHaveCount(0);
  await page.getByRole('link', { name: 'Evcil hayvanlarımı yönet' }).click();
  await expect(page).toHaveURL(/#\/owner\/pets$/);
  await expect(page.getByRole('article')).toHaveCount(2);
});
