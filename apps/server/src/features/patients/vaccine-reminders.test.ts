import type { NotificationList } from '@patili/domain/bookings';
import type { DueVaccinationList } from '@patili/domain/patients';
import { beforeAll, describe, expect, it } from 'vitest';

import { expectAccessMatrix } from '../../../test/access-matrix.ts';
import { latestOutbox, signedInAs } from '../../../test/actors.ts';
import { createBooking, createPet } from '../../../test/factories.ts';
import type { TestClient } from '../../../test/http.ts';
import { useClockedTestApp } from '../../../test/setup-app.ts';
import { vaccinationReminder } from '../../db/schema/index.ts';
import { sendVaccineReminders } from './vaccine-reminders.service.ts';

// A minute before midnight in Istanbul on 1 July 2026; the process runs in New York.
const { clock, testApp } = useClockedTestApp('2026-07-01T20:59:00.000Z');
const db = () => testApp.deps.database.db;
const remind = () => sendVaccineReminders({ db: db(), messenger: testApp.deps.messenger, appUrl: testApp.deps.config.appUrl, now: testApp.deps.now() });

type Person = { id: string; name: string; email: string; client: TestClient };
let vet: Person;
let owner: Person;
let pamuk: { id: string };
let karamel: { id: string };

const person = async (role: 'owner' | 'veterinarian', name: string): Promise<Person> => {
  const { user, client } = await signedInAs(testApp, role, { name });
  return { id: user.id, name: user.name, email: user.email, client };
};

const reminders = async () =>
  (await owner.client.get<NotificationList>('/api/notifications')).body.items.filter((item) => item.type.startsWith('vaccine_due'));

beforeAll(async () => {
  vet = await person('veterinarian', 'Dr. Elif Kaya');
  owner = await person('owner', 'Ayşe Yılmaz');
  pamuk = await createPet({ db: db() }, owner, { name: 'Pamuk', species: 'cat', ageYears: 2 });
  karamel = await createPet({ db: db() }, owner, { name: 'Karamel', species: 'dog', ageYears: 4 });
  for (const petId of [pamuk.id, karamel.id])
    await createBooking({ db: db() }, { owner, provider: { id: vet.id, role: 'veterinarian' }, pet: { id: petId } }, { status: 'completed', terms: { kind: 'veterinarian', date: '2026-06-15', time: '10:00' } });
  const given = await vet.client.post(`/api/patients/${pamuk.id}/vaccinations`, { vaccineName: 'Karma aşı', vaccinationDate: '2026-06-15', nextDueDate: '2026-07-16' });
  expect(given.status, JSON.stringify(given.body)).toBe(201);
  expect(given.body.vaccination.nextDueDate).toBe('2026-07-16');
  expect((await vet.client.post(`/api/patients/${karamel.id}/vaccinations`, { vaccineName: 'Kuduz', vaccinationDate: '2026-06-15', nextDueDate: '2026-07-25' })).status).toBe(201);
});

describe('vaccine reminders', () => {
  it('reminds 14 days before from Istanbul midnight, 3 days before and on the day, each once, by e-mail while the owner keeps it on', async () => {
    // 23:59 on 1 July in Istanbul: 15 days to go, nothing yet.
    expect(await remind()).toBe(0);
    clock.set('2026-07-01T21:00:00.000Z'); // 00:00 on 2 July in Istanbul.
    expect(await remind()).toBe(1);
    const [first] = await reminders();
    expect(first).toMatchObject({ type: 'vaccine_due_14d', title: 'Pamuk için aşı zamanı yaklaşıyor', path: '/owner/pets' });
    expect(first?.body).toBe('Pamuk için sonraki doz: Karma aşı, 16 Tem 2026. Veterinerinizden randevu almayı unutmayın.');
    expect((await latestOutbox(testApp, owner.email))?.subject).toBe('Patili: Pamuk için aşı zamanı yaklaşıyor');

    // Run again, and by two processes at once: nothing twice.
    expect(await remind()).toBe(0);
    expect((await Promise.all([remind(), remind()])).reduce((sum, each) => sum + each, 0)).toBe(0);
    expect(await reminders()).toHaveLength(1);

    // The owner keeps reminders in the app only: the 3-day one comes, without a mail.
    expect((await owner.client.put('/api/patients/reminder-settings', { emails: false })).body).toEqual({ emails: false });
    expect((await owner.client.get('/api/patients/reminder-settings')).body).toEqual({ emails: false });
    const mailsBefore = await latestOutbox(testApp, owner.email);
    clock.set('2026-07-12T21:00:00.000Z'); // 13 July in Istanbul: Pamuk 3 days to go, Karamel 12.
    expect(await remind()).toBe(2);
    expect((await reminders()).map((item) => item.title).sort()).toEqual(['Karamel için aşı zamanı yaklaşıyor', 'Pamuk için aşı zamanı yaklaşıyor', 'Pamuk için aşıya 3 gün kaldı']);
    expect(await latestOutbox(testApp, owner.email)).toEqual(mailsBefore);

    clock.set('2026-07-15T21:30:00.000Z'); // 16 July in Istanbul: Pamuk's day.
    expect(await remind()).toBe(1);
    const pamuks = (await reminders()).filter((item) => item.title.startsWith('Pamuk'));
    expect(pamuks.map((item) => item.type)).toEqual(['vaccine_due_today', 'vaccine_due_3d', 'vaccine_due_14d']);
    const stages = await db().select().from(vaccinationReminder);
    expect(stages.map((row) => row.stage).sort()).toEqual(['14d', '14d', '3d', 'due']);
  });

  it('shows the vet the doses falling due this week, soonest first, and nobody else', async () => {
    clock.set('2026-07-12T21:00:00.000Z'); // 13 July: Pamuk is due on the 16th, Karamel on the 25th.
    const due = await vet.client.get<DueVaccinationList>('/api/patients/vaccinations/due');
    expect(due.status).toBe(200);
    expect(due.body).toMatchObject({ from: '2026-07-13', to: '2026-07-19' });
    expect(due.body.items.map((item) => [item.petName, item.nextDueDate, item.ownerName])).toEqual([['Pamuk', '2026-07-16', 'Ayşe Yılmaz']]);
    const other = await person('veterinarian', 'Dr. Kerem Yıldız');
    expect((await other.client.get<DueVaccinationList>('/api/patients/vaccinations/due')).body.items).toEqual([]);
    await expectAccessMatrix(testApp, { method: 'GET', path: '/api/patients/vaccinations/due' }, ['veterinarian', 'admin']);
    await expectAccessMatrix(testApp, { method: 'PUT', path: '/api/patients/reminder-settings', json: { emails: true } }, ['owner', 'admin']);
  });

  it('reminds of a dose the owner recorded herself, and keeps it off the vet’s list', async () => {
    clock.set('2026-07-20T09:00:00.000Z'); // 20 July in Istanbul.
    const boncuk = await createPet({ db: db() }, owner, { name: 'Boncuk', species: 'dog', ageYears: 1 });
    const own = await owner.client.post(`/api/pets/${boncuk.id}/vaccinations`, { vaccineName: 'Kuduz', vaccinationDate: '2026-07-01', nextDueDate: '2026-07-23' });
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    expect(await remind()).toBe(1);
    expect((await reminders())[0]).toMatchObject({ type: 'vaccine_due_3d', title: 'Boncuk için aşıya 3 gün kaldı' });
    clock.set('2026-07-19T21:00:00.000Z');
    const due = await vet.client.get<DueVaccinationList>('/api/patients/vaccinations/due');
    expect(due.body.items.map((item) => item.petName)).not.toContain('Boncuk');
  });

  it('refuses a next dose due on or before the vaccination', async () => {
    clock.set('2026-07-12T21:00:00.000Z');
    const response = await vet.client.post(`/api/patients/${pamuk.id}/vaccinations`, { vaccineName: 'Karma aşı', vaccinationDate: '2026-07-10', nextDueDate: '2026-07-10' });
    expect(response.status).toBe(422);
    expect(response.body.fields).toEqual({ nextDueDate: 'Sonraki doz tarihi aşı tarihinden sonra olmalıdır.' });
  });
});
