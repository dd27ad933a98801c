import { addDays } from '@patili/domain/shared';
import { expect } from '@playwright/test';

import { buildPath, hashPath, shareSession } from '../../support/api.ts';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { act, addPet, book } from '../../support/bookings.ts';
import { istanbulAt, pinIstanbulDay } from '../../support/clock.ts';
import { test } from '../../support/fixtures.ts';
import { createOwnerAt, createProvider, trainerFields } from './discovery-helpers.ts';

const BURSA = { cityCode: '16', district: 'Osmangazi', mapPoint: null } as const;

test('[owner][trainer][discovery]: a trainer who answers within the hour says so on the card and the profile, browsed by response', async ({
  page,
  context,
  clock,
}) => {
  const [owner, trainer] = await Promise.all([
    createOwnerAt('Deniz Soransahip', BURSA),
    createProvider('trainer', 'Ilgaz Çabukeğitmen', {
      location: BURSA,
      fields: trainerFields({ specializations: ['İtaat eğitimi'], years: 3, fee: 350 }),
    }),
  ]);
  const petId = await addPet(owner.api, { name: 'Zıpzıp', species: 'dog', age: 1 });
  // Three requests at 09:00, each answered 40 minutes later: answered in time, 1 hour at most.
  const day = await pinIstanbulDay(clock, { days: 2, at: '09:00' });
  const requests = [];
  for (const offset of [3, 4, 5])
    requests.push(await book(owner.api, { kind: 'trainer', providerId: trainer.id, petId, date: addDays(day, offset), time: '18:00' }));
  await clock.set(istanbulAt(day, '09:40'));
  for (const id of requests) await act(trainer.api, id, 'accept');

  await shareSession(owner.api, context);
  await page.goto(hashPath(buildPath('owner.trainers.browse')) + '?sort=response');
  const card = page.getByTestId('provider-card').filter({ hasText: 'Ilgaz Çabukeğitmen' });
  await expect(card.getByTestId('responsiveness')).toHaveText('Genellikle 1 saat içinde yanıt verir');
  await expect(page.getByRole('combobox', { name: 'Sırala' })).toHaveValue('Yanıt hızına göre');
  await expectNoAxeViolations(page, 'browse by response, with the response line');
  await card.getByRole('link', { name: /Profili gör/ }).click();
  const figures = page.getByTestId('responsiveness');
  await expect(figures).toContainText('Genellikle 1 saat içinde yanıt verir');
  await expect(figures).toContainText('Yanıt oranı %100');
  await expect(figures).toContainText('Son 90 günde iptal yok');
  await expect(figures).toContainText('Son 90 gündeki 3 talebe göre');
  await expectNoAxeViolations(page, 'the profile with response figures');
});
