import { expect } from '@playwright/test';

import { buildPath, hashPath, shareSession } from '../api.ts';
import { careWorld } from './care-world.ts';
import type { Scene } from './tour.ts';

/** The vet's clinic: the dashboard, the patients and their records, and the vaccinations. */
export const CARE_VET_PATIENTS_SCENES: readonly Scene[] = [
  {
    title: 'care work: the vet’s dashboard, patients, records and vaccinations',
    timeout: 300_000,
    clock: true,
    run: async ({ page, context, clock }, { visit, here }) => {
      const world = await careWorld(clock);
      await shareSession(world.vet.api, context);
      await page.goto('/');
      await visit(
        page,
        'vet-dashboard',
        hashPath(buildPath('veterinarian.dashboard')),
        /Merhaba Dr. Elif|Hello Dr. Elif/,
      );
      await visit(page, 'vet-patients', hashPath(buildPath('veterinarian.patients')), /Fındık/);
      await visit(
        page,
        'vet-patient-detail',
        hashPath(buildPath('veterinarian.patients.detail', { patientId: world.pamuk })),
        /Diş temizliği önerildi/,
      );
      await page.getByRole('button', { name: /^(Aşı ekle|Add vaccination)$/ }).click();
      const vaccination = page.getByRole('dialog');
      await expect(vaccination).toBeVisible();
      await vaccination.getByRole('button', { name: /Aşıyı kaydet|Save vaccination/ }).click();
      await expect(vaccination.locator('[aria-invalid="true"]').first()).toBeVisible();
      await here(page, 'vet-patient-vaccination-dialog-errors-en-desktop');
      await visit(
        page,
        'vet-new-patient-record',
        hashPath(buildPath('veterinarian.patients.new')),
        /Yeni Muayene Kaydı|New Visit Record/,
      );
      await visit(
        page,
        'vet-vaccinations',
        hashPath(buildPath('veterinarian.vaccinations')),
        /Karma \(DHPPi\)/,
      );
    },
  },
];
