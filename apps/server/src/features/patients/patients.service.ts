import { normalizeBookingStatus } from '@patili/domain/bookings';
import type { Locale } from '@patili/domain/i18n';
import {
  PATIENT_DETAIL_LIST_MAX,
  type PatientDetail,
  type PatientList,
} from '@patili/domain/patients';
import { PET_SPECIES, petAge, readPetGender, readPetSpecies } from '@patili/domain/pets';
import { foldForSearch, istanbulToday, speciesLabelKey } from '@patili/domain/shared';
import { and, asc, count, desc, eq, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { booking, patientRecord, pet, user, vaccinationRecord } from '../../db/schema/index.ts';
import { t } from '../../lib/i18n.ts';
import { newestVaccinationsFirst, selectVaccinationRecords } from '../../lib/vaccinations.ts';
import { findPatient, isoDateOrNull, patientBookingOf } from './patient-access.ts';
import { toPatientRecord } from './records.service.ts';

/**
 * A veterinarian's patient list and a patient's page. Who
 * is a patient is decided by `patientBookingOf`; every query names the vet in its `where`.
 */

/**
 * Text folded in SQL the way `foldForSearch` folds it in TypeScript for the Turkish letters (the
 * database's `lower` may not know `İ` and `I`): dotted and dotless i, ş, ğ, ü, ö, ç and the
 * circumflexed vowels become plain Latin letters, then ASCII is lower-cased.
 */
const folded = (column: AnyColumn) =>
  sql`lower(translate(coalesce(${column}, ''), 'İIıŞşĞğÜüÖöÇçÂâÎîÛû', 'iiissgguuooccaaiiuu'))`;

/** A `like` pattern that finds `term` anywhere, with `%`, `_` and `\` taken literally. */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The species whose key or label (Turkish or English) holds the folded term: "kedi" finds cats. */
const speciesMatching = (term: string) =>
  PET_SPECIES.filter(
    (species) =>
      species.includes(term) ||
      (['tr', 'en'] as const satisfies readonly Locale[]).some((locale) =>
        foldForSearch(t(locale, speciesLabelKey(species))).includes(term),
      ),
  );

/** The search of the patient list: the pet's name, species or breed, or the owner's name. */
const searchWhere = (q: string | undefined): SQL | undefined => {
  const term = foldForSearch(q ?? '');
  if (term === '') return undefined;
  const pattern = containing(term);
  const species = speciesMatching(term);
  return or(
    sql`${folded(pet.name)} like ${pattern}`,
    sql`${folded(pet.breed)} like ${pattern}`,
    sql`${folded(user.name)} like ${pattern}`,
    species.length > 0 ? inArray(pet.species, species) : undefined,
  );
};

/**
 * The latest day the vet saw the pet: its latest completed appointment's day or its latest visit
 * record's, whichever is later (as text, `YYYY-MM-DD`).
 */
const lastVisitOf = (vetId: string) =>
  sql<string | null>`greatest(
    (select max(b.start_date) from ${booking} b
      where b.provider_id = ${vetId} and b.pet_id = ${pet.id} and b.status = 'completed'),
    (select max(r.visit_date) from ${patientRecord} r
      where r.vet_id = ${vetId} and r.pet_id = ${pet.id})
  )::text`;

/**
 * `GET /api/patients`: one page of the vet's patients, the most recently seen first (never seen
 * last, then by name), optionally searched. The pets come from the vet's bookings through the
 * (provider, pet) index; the page and the total come back in one query.
 */
export const listPatients = async ({
  db,
  vetId,
  query,
  now,
}: {
  db: Db;
  vetId: string;
  query: { q?: string | undefined; page: number; pageSize: number };
  now: Date;
}): Promise<PatientList> => {
  const patients = db
    .selectDistinct({ petId: booking.petId })
    .from(booking)
    .where(patientBookingOf(vetId))
    .as('patients');
  const lastVisit = lastVisitOf(vetId);
  const rows = await db
    .select({
      petId: pet.id,
      name: pet.name,
      species: pet.species,
      breed: pet.breed,
      birthdate: pet.birthdate,
      ageYears: pet.ageYears,
      ownerName: user.name,
      lastVisit,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(patients)
    .innerJoin(pet, eq(pet.id, patients.petId))
    .innerJoin(user, eq(user.id, pet.ownerId))
    .where(searchWhere(query.q))
    .orderBy(sql`${lastVisit} desc nulls last`, asc(pet.name), asc(pet.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const today = istanbulToday(now);
  let total = rows[0]?.total ?? 0;
  // A page past the end has no rows to carry the total: count it on its own.
  if (rows.length === 0 && query.page > 1) {
    const [counted] = await db
      .select({ value: count() })
      .from(patients)
      .innerJoin(pet, eq(pet.id, patients.petId))
      .innerJoin(user, eq(user.id, pet.ownerId))
      .where(searchWhere(query.q));
    total = counted?.value ?? 0;
  }
  return {
    items: rows.map((row) => ({
      petId: row.petId,
      name: row.name,
      species: readPetSpecies(row.species),
      breed: row.breed,
      age: petAge(row, today),
      ownerName: row.ownerName,
      lastVisit: isoDateOrNull(row.lastVisit),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
};

/**
 * `GET /api/patients/{petId}`: the patient with its owner's name, the vet's appointments with it,
 * every vaccination record of the pet and the vet's own visit records; the latest
 * `PATIENT_DETAIL_LIST_MAX` of each, newest first, with how many there are. 404 unless the pet is
 * the vet's patient.
 */
export const getPatient = async ({
  db,
  vetId,
  petId,
  now,
}: {
  db: Db;
  vetId: string;
  petId: string;
  now: Date;
}): Promise<PatientDetail> => {
  const patient = await findPatient(db, vetId, petId);
  const appointmentsWhere = and(eq(booking.providerId, vetId), eq(booking.petId, patient.id));
  const vaccinationsWhere = eq(vaccinationRecord.petId, patient.id);
  const recordsWhere = and(eq(patientRecord.vetId, vetId), eq(patientRecord.petId, patient.id));
  const [
    appointments,
    [appointmentCount],
    vaccinations,
    [vaccinationCount],
    records,
    [recordCount],
  ] = await Promise.all([
    db
      .select({
        id: booking.id,
        serviceType: booking.serviceType,
        status: booking.status,
        startsAt: booking.startsAt,
        startDate: booking.startDate,
        startTime: booking.startTime,
        notes: booking.notes,
      })
      .from(booking)
      .where(appointmentsWhere)
      .orderBy(desc(booking.startsAt), desc(booking.id))
      .limit(PATIENT_DETAIL_LIST_MAX),
    db.select({ value: count() }).from(booking).where(appointmentsWhere),
    selectVaccinationRecords(db)
      .where(vaccinationsWhere)
      .orderBy(...newestVaccinationsFirst)
      .limit(PATIENT_DETAIL_LIST_MAX),
    db.select({ value: count() }).from(vaccinationRecord).where(vaccinationsWhere),
    db
      .select()
      .from(patientRecord)
      .where(recordsWhere)
      .orderBy(desc(patientRecord.visitDate), desc(patientRecord.id))
      .limit(PATIENT_DETAIL_LIST_MAX),
    db.select({ value: count() }).from(patientRecord).where(recordsWhere),
  ]);
  return {
    pet: {
      id: patient.id,
      name: patient.name,
      species: readPetSpecies(patient.species),
      breed: patient.breed,
      birthdate: patient.birthdate,
      age: petAge(patient, istanbulToday(now)),
      gender: readPetGender(patient.gender),
      notes: patient.notes,
    },
    owner: { id: patient.ownerId, name: patient.ownerName },
    appointments: {
      items: appointments.map((row) => ({
        ...row,
        status: normalizeBookingStatus(row.status),
        startsAt: row.startsAt.toISOString(),
      })),
      total: appointmentCount?.value ?? 0,
    },
    vaccinations: { items: vaccinations, total: vaccinationCount?.value ?? 0 },
    records: { items: records.map(toPatientRecord), total: recordCount?.value ?? 0 },
  };
};
