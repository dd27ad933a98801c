import { expect } from '@playwright/test';

import { buildPath, createVerifiedUser, hashPath, shareSession } from '../api.ts';
import { uploadPetPhoto } from '../pet-photo.ts';
import { VIEWPORTS, type Scene } from './tour.ts';

/** The owner's own screens: the dashboard and its menu, and the pets from none to four. */
export const OWNER_SCENES: readonly Scene[] = [
  {
    title: 'owner dashboard and menu',
    timeout: 120_000,
    run: async ({ page, context }, { visit, here }) => {
      const owner = await createVerifiedUser('owner', 'Ayşe Yılmaz');
      await shareSession(owner.api, context);
      await page.goto('/');
      await visit(
        page,
        'owner-dashboard',
        hashPath(buildPath('owner.dashboard')),
        /Merhaba Ayşe Yılmaz|Hello Ayşe Yılmaz/,
      );
      await page.setViewportSize(VIEWPORTS.phone);
      await page.getByRole('button', { name: /Menüyü aç|Open menu/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await here(page, 'owner-drawer-en-phone');
    },
  },
  {
    title: 'owner pets and dashboard',
    timeout: 300_000,
    run: async ({ page, context }, { visit, here }) => {
      const owner = await createVerifiedUser('owner', 'Ayşe Yılmaz');
      await shareSession(owner.api, context);
      await page.goto('/');
      await visit(
        page,
        'owner-dashboard-no-pets',
        hashPath(buildPath('owner.dashboard')),
        /İlk evcil hayvanını ekle|Add your first pet/,
      );
      await visit(
        page,
        'pets-empty',
        hashPath(buildPath('owner.pets')),
        /Henüz evcil hayvan eklemedin|You have not added a pet yet/,
      );
      await visit(
        page,
        'pet-new',
        hashPath(buildPath('owner.pets.new')),
        /Yeni evcil hayvan|New pet/,
      );
      await page.setViewportSize(VIEWPORTS.phone);
      await page.getByRole('button', { name: /Evcil hayvanı ekle|Add pet/ }).click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      await here(page, 'pet-new-errors-en-phone', { fullPage: true });

      const photoFileId = await uploadPetPhoto(owner.api);
      const pets = [
        {
          name: 'Pamuk',
          species: 'cat',
          breed: 'Van kedisi',
          birthdate: '2021-04-12',
          gender: 'female',
          notes: 'Tavuklu mama sever, sabahları oyun ister.',
          photoFileId,
        },
        { name: 'Karabaş', species: 'dog', breed: 'Kangal', age: 5, gender: 'male' },
        { name: 'Maviş', species: 'bird', breed: 'Muhabbet kuşu', age: 0 },
        {
          name: 'Fındık',
          species: 'other',
          breed: 'Hamster',
          age: 1,
          gender: 'unknown',
          notes: 'Gece aktif.',
        },
      ];
      let firstId = '';
      for (const pet of pets) {
        const response = await owner.api.post('/api/pets', { data: pet });
        expect(response.status(), await response.text()).toBe(201);
        firstId ||= ((await response.json()) as { pet: { id: string } }).pet.id;
      }
      await visit(page, 'pets-list', hashPath(buildPath('owner.pets')), /Karabaş/);
      await page
        .getByRole('button', { name: /Aşı kayıtlarını göster|Show vaccination records/ })
        .first()
        .click();
      await expect(page.getByText(/Henüz aşı kaydı yok|No vaccination records yet/)).toBeVisible();
      await here(page, 'pets-list-vaccinations-en-desktop');
      await visit(
        page,
        'pet-edit',
        hashPath(buildPath('owner.pets.edit', { petId: firstId })),
        /Aşı kayıtları|Vaccination records/,
      );
      await visit(
        page,
        'owner-dashboard-pets',
        hashPath(buildPath('owner.dashboard')),
        /Evcil hayvanlarımı yönet|Manage my pets/,
      );
    },
  },
];
