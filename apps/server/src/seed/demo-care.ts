import { addDays, fromIstanbulDateTime, istanbulToday } from '@patili/domain/shared';
import { createEmergencyInputSchema } from '@patili/domain/emergencies';

import type { Db } from '../db/client.ts';
import { answerEmergency, createEmergency } from '../features/emergencies/emergencies.service.ts';
import { addVaccination, createPatientRecord } from '../features/patients/records.service.ts';
import { addOwnVaccination } from '../features/pets/pets.service.ts';
import type { Messenger } from '../lib/mail/messenger.ts';
import type { RequestLimits } from '../lib/request-limits.ts';

/**
 * The demo vet's clinical side, played through the patients and emergencies services at the
 * moment each thing happened: Pamuk's visit record and vaccinations from the completed vaccination
 * appointment (`demo-bookings.ts`), a dose Karamel was given elsewhere that the owner recorded, and the demo owner's emergency requests to the demo vet, one
 * acknowledged with a note and one still waiting. Runs after the demo bookings, which make Pamuk
 * and Karamel the vet's patients.
 */

type Party = { id: string; name: string };

const HOUR_MS = 60 * 60 * 1000;

export const seedDemoCare = async ({
  db,
  messenger,
  appUrl,
  limits,
  owner,
  vet,
  pets,
  now,
}: {
  db: Db;
  messenger: Messenger;
  appUrl: string;
  limits: Pick<RequestLimits, 'emergencyRequest'>;
  owner: Party;
  vet: Party;
  pets: ReadonlyMap<string, string>;
  now: Date;
}) => {
  const pamuk = pets.get('Pamuk');
  const karamel = pets.get('Karamel');
  if (!pamuk || !karamel) throw new Error('demo care: Pamuk or Karamel is missing');
  const mail = { db, messenger, appUrl };
  const today = istanbulToday(now);
  const day = (offset: number) => addDays(today, offset);
  // Pamuk's vaccination appointment was on day -14 at 11:00; the vet wrote it up after it.
  const afterVisit = fromIstanbulDateTime(day(-14), '12:20');

  await createPatientRecord({
    db,
    vetId: vet.id,
    petId: pamuk,
    body: {
      visitDate: day(-14),
      reason: 'Yıllık aşılar ve genel kontrol',
      diagnosis: 'Genel durumu iyi; kilo 4,2 kg. Diş taşı başlangıcı var.',
      treatment: 'Karma (FVRCP) ve kuduz aşıları yapıldı. İç ve dış parazit uygulaması.',
      notes: 'Altı ay sonra diş kontrolü önerildi; kuru mama ile diş bakımı anlatıldı.',
    },
    now: afterVisit,
  });
  for (const vaccination of [
    // The combination booster falls due this week (the vet's list, the owner's reminders).
    { vaccineName: 'Karma (FVRCP)', vaccinationDate: day(-14), nextDueDate: day(5), notes: 'Rapel dozu; ikinci doz için kontrol.' },
    {
      vaccineName: 'Kuduz',
      vaccinationDate: day(-14),
      nextDueDate: day(351),
      notes: 'Seri no: KZ-2291. Bir yıl geçerli.',
    },
  ]) {
    await addVaccination({ ...mail, vet, petId: pamuk, body: vaccination, now: afterVisit });
  }
  // Karamel's rabies shot was given at a clinic not on Patili: the owner recorded it herself, so
  // its next dose is reminded too (not on the demo vet's list: another vet gave it).
  await addOwnVaccination({
    db,
    ownerId: owner.id,
    petId: karamel,
    body: { vaccineName: 'Kuduz', vaccinationDate: day(-340), nextDueDate: day(25), notes: 'Bodrum\'daki klinikte yapıldı.' },
    now: fromIstanbulDateTime(day(-2), '20:15'),
  });

  // Three days ago Karamel ate chocolate: the vet took the request (acknowledged, not yet resolved).
  const handled = await createEmergency({
    ...mail,
    limits,
    owner,
    input: createEmergencyInputSchema.parse({
      vetId: vet.id,
      petId: karamel,
      location: 'Caferağa Mah. Moda Cad. No: 12, Kadıköy',
      description: 'Karamel yarım tablet bitter çikolata yedi; huzursuz ve soluk soluğa.',
    }),
    now: new Date(now.getTime() - 72 * HOUR_MS),
  });
  await answerEmergency({
    ...mail,
    vet,
    requestId: handled.id,
    action: 'acknowledge',
    note: 'Hemen kliniğe getirin, kusturma için hazırlık yapıyoruz.',
    now: new Date(now.getTime() - 72 * HOUR_MS + 6 * 60 * 1000),
  });
  // Twenty minutes ago: Pamuk, still waiting for the vet's answer.
  await createEmergency({
    ...mail,
    limits,
    owner,
    input: createEmergencyInputSchema.parse({
      vetId: vet.id,
      petId: pamuk,
      location: 'Caferağa Mah. Moda Cad. No: 12, Kadıköy',
      description: 'Pamuk balkondan düştü, arka sol bacağına basmıyor.',
    }),
    now: new Date(now.getTime() - 20 * 60 * 1000),
  });
};
