import { addDays, fromIstanbulDateTime, istanbulToday } from '@patili/domain/shared';
import { expect } from '@playwright/test';

import { buildPath, createVerifiedUser, hashPath, shareSession, waitForOutbox } from '../../support/api.ts';
import { test } from '../../support/fixtures.ts';

test('[owner][reminders]: a dose the owner recorded is reminded 3 days before, in the app and by e-mail, on the server’s clock', async ({
  page,
  context,
  clock,
}) => {
  test.setTimeout(120_000);
  const owner = await createVerifiedUser('owner', 'Selin Hatırlatma');
  const today = istanbulToday(await clock.now());
  const pet = await owner.api.post('/api/pets', { data: { name: 'Fıstık', species: 'dog', age: 2 } });
  expect(pet.status(), await pet.text()).toBe(201);
  const petId = ((await pet.json()) as { pet: { id: string } }).pet.id;
  const due = addDays(today, 10);
  const dose = await owner.api.post(`/api/pets/${petId}/vaccinations`, {
    data: { vaccineName: 'Karma aşı', vaccinationDate: addDays(today, -20), nextDueDate: due },
  });
  expect(dose.status(), await dose.text()).toBe(201);

  // Ten days to go: inside the 14-day stage, whose reminder goes out at once (the clock's move runs the jobs).
  await clock.set(fromIstanbulDateTime(today, '09:00'));
  await expect
    .poll(async () => ((await (await owner.api.get('/api/notifications')).json()) as { items: { type: string }[] }).items.map((item) => item.type), { timeout: 30_000 })
    .toContain('vaccine_due_14d');

  // Seven days later, 3 days before the due day, just after Istanbul midnight.
  await clock.set(fromIstanbulDateTime(addDays(due, -3), '00:05'));
  await expect
    .poll(async () => ((await (await owner.api.get('/api/notifications')).json()) as { items: { type: string }[] }).items.map((item) => item.type), { timeout: 30_000 })
    .toContain('vaccine_due_3d');
  // The e-mail goes out once the notification is written.
  await expect.poll(async () => (await waitForOutbox(owner.api, owner.email)).subject, { timeout: 30_000 }).toBe('Patili: Fıstık için aşıya 3 gün kaldı');

  // The owner reads it in the app, and the pet's card shows the next dose.
  await shareSession(owner.api, context);
  await page.goto(hashPath(buildPath('notifications')));
  await expect(page.getByText('Fıstık için aşıya 3 gün kaldı')).toBeVisible();
  await page.goto(hashPath(buildPath('owner.pets')));
  const card = page.getByRole('article', { name: 'Fıstık' });
  await card.getByRole('button', { name: 'Aşı kayıtlarını göster' }).click();
  await expect(card.getByText(/^Sonraki doz: /)).toBeVisible();
  await expect(card.getByText('Senin kaydın')).toBeVisible();
});
