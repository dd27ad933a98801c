import { buildPath } from '@patili/domain/access';
import {
  DUE_THIS_WEEK_DAYS,
  DUE_VACCINATIONS_MAX,
  REMINDER_NOTIFICATION_TYPE,
  reminderStageOn,
  reminderWindow,
  VACCINE_REMINDER_MESSAGES,
  VACCINE_REMINDER_NOTIFICATION_TYPES,
  type DueVaccinationList,
  type ReminderSettings,
  type VaccineReminderNotificationType,
} from '@patili/domain/patients';
import { readPetSpecies } from '@patili/domain/pets';
import { addDays, istanbulToday } from '@patili/domain/shared';
import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { pet, user, vaccinationRecord, vaccinationReminder } from '../../db/schema/index.ts';
import { t } from '../../lib/i18n.ts';
import type { Job } from '../../lib/jobs.ts';
import type { Messenger } from '../../lib/mail/messenger.ts';
import { formatCalendarDate, payloadText } from '../../lib/notifications/format.ts';
import { recordNotifications, renderEach, sendNotificationEmails, type NotificationRenderer } from '../../lib/notifications/notifications.ts';

/**
 * Vaccine reminders: each dose with a due day (`next_due_date`) in the next 14 days whose current
 * stage (`reminderStageOn`: 14 days, 3 days, the day) has not been sent is reminded to its pet's
 * owner in the app, and by e-mail when the owner keeps reminder e-mails on. The stage is written to
 * `vaccination_reminder` in the transaction of the notification, and its key lets only one of
 * several server processes write it: the others find it there and send nothing.
 */

/** Doses reminded in one transaction. */
const BATCH = 200;

export const sendVaccineReminders = async ({ db, messenger, appUrl, now }: { db: Db; messenger: Messenger; appUrl: string; now: Date }): Promise<number> => {
  const today = istanbulToday(now);
  const { from, to } = reminderWindow(today);
  // By the due-day index; each with the stages already sent.
  const doses = await db
    .select({
      id: vaccinationRecord.id,
      due: vaccinationRecord.nextDueDate,
      sent: sql<string[]>`coalesce((select array_agg(${vaccinationReminder.stage}) from ${vaccinationReminder} where ${vaccinationReminder.recordId} = ${vaccinationRecord.id}), '{}')`,
    })
    .from(vaccinationRecord)
    .where(between(vaccinationRecord.nextDueDate, from, to))
    .orderBy(asc(vaccinationRecord.nextDueDate), asc(vaccinationRecord.id));
  const owed = doses.flatMap(({ id, due, sent }) => {
    const stage = due ? reminderStageOn(due, today) : null;
    return stage && !sent.includes(stage) ? [{ id, stage }] : [];
  });
  let reminded = 0;
  for (let start = 0; start < owed.length; start += BATCH) {
    const batch = owed.slice(start, start + BATCH);
    const { notifications, mailTo } = await db.transaction(async (tx) => {
      const taken = await tx
        .insert(vaccinationReminder)
        .values(batch.map(({ id, stage }) => ({ recordId: id, stage, sentAt: now })))
        .onConflictDoNothing()
        .returning({ recordId: vaccinationReminder.recordId, stage: vaccinationReminder.stage });
      if (taken.length === 0) return { notifications: [], mailTo: new Set<string>() };
      const details = await tx
        .select({
          id: vaccinationRecord.id,
          vaccineName: vaccinationRecord.vaccineName,
          due: vaccinationRecord.nextDueDate,
          petName: pet.name,
          ownerId: pet.ownerId,
          emails: user.vaccineReminderEmails,
          active: user.isActive,
        })
        .from(vaccinationRecord)
        .innerJoin(pet, eq(pet.id, vaccinationRecord.petId))
        .innerJoin(user, eq(user.id, pet.ownerId))
        .where(inArray(vaccinationRecord.id, taken.map((row) => row.recordId)));
      const byId = new Map(details.map((row) => [row.id, row]));
      const rows = await recordNotifications({
        db: tx,
        now,
        notifications: taken.flatMap(({ recordId, stage }) => {
          const dose = byId.get(recordId);
          if (!dose || !dose.active) return [];
          return [
            {
              userId: dose.ownerId,
              type: REMINDER_NOTIFICATION_TYPE[stage as keyof typeof REMINDER_NOTIFICATION_TYPE],
              payload: { petName: dose.petName, vaccineName: dose.vaccineName, dueDate: dose.due },
              path: buildPath('owner.pets'),
            },
          ];
        }),
      });
      return { notifications: rows, mailTo: new Set(details.filter((row) => row.emails).map((row) => row.ownerId)) };
    });
    reminded += notifications.length;
    await sendNotificationEmails({ db, messenger, appUrl, renderers: vaccineReminderNotifications, notifications: notifications.filter((row) => mailTo.has(row.userId)) });
  }
  return reminded;
};

const renderReminder: NotificationRenderer = (locale, row) => {
  const messages = VACCINE_REMINDER_MESSAGES[row.type as VaccineReminderNotificationType];
  const due = payloadText(row.payload.dueDate);
  const params = { pet: payloadText(row.payload.petName) ?? '', vaccine: payloadText(row.payload.vaccineName) ?? '', date: due ? formatCalendarDate(locale, due) : '' };
  return { title: t(locale, messages.title, params), body: t(locale, messages.body, params) };
};

/** The reminders' notification kinds and how each is written. */
export const vaccineReminderNotifications = renderEach(VACCINE_REMINDER_NOTIFICATION_TYPES, renderReminder);

/** Every ten minutes: a reminder goes out within minutes of its day starting in Istanbul. */
export const vaccineReminderJob: Job = {
  name: 'vaccine-reminders',
  intervalMs: 10 * 60_000,
  run: async (deps) => {
    await sendVaccineReminders({ db: deps.database.db, messenger: deps.messenger, appUrl: deps.config.appUrl, now: deps.now() });
  },
};

/**
 * The doses a vet gave whose next one falls due this week (today and the 6 days after, Istanbul
 * days), soonest first, with the patient and its owner: by the vet's due-day index.
 */
export const listDueVaccinations = async ({ db, vet, now }: { db: Db; vet: { id: string; name: string }; now: Date }): Promise<DueVaccinationList> => {
  const from = istanbulToday(now);
  const to = addDays(from, DUE_THIS_WEEK_DAYS - 1);
  const rows = await db
    .select({
      id: vaccinationRecord.id,
      petId: vaccinationRecord.petId,
      vaccineName: vaccinationRecord.vaccineName,
      vaccinationDate: vaccinationRecord.vaccinationDate,
      nextDueDate: vaccinationRecord.nextDueDate,
      notes: vaccinationRecord.notes,
      createdAt: vaccinationRecord.createdAt,
      petName: pet.name,
      species: pet.species,
      ownerName: user.name,
    })
    .from(vaccinationRecord)
    .innerJoin(pet, eq(pet.id, vaccinationRecord.petId))
    .innerJoin(user, eq(user.id, pet.ownerId))
    .where(and(eq(vaccinationRecord.vetId, vet.id), between(vaccinationRecord.nextDueDate, from, to)))
    .orderBy(asc(vaccinationRecord.nextDueDate), asc(pet.name), asc(vaccinationRecord.id))
    .limit(DUE_VACCINATIONS_MAX);
  return {
    items: rows.map(({ createdAt, species, ...row }) => ({ ...row, species: readPetSpecies(species), vetId: vet.id, vetName: vet.name, recordedBy: 'veterinarian' as const, createdAt: createdAt.toISOString() })),
    from,
    to,
  };
};

export const getReminderSettings = async ({ db, userId }: { db: Db; userId: string }): Promise<ReminderSettings> => {
  const [row] = await db.select({ emails: user.vaccineReminderEmails }).from(user).where(eq(user.id, userId)).limit(1);
  return { emails: row?.emails ?? true };
};

export const setReminderSettings = async ({ db, userId, settings, now }: { db: Db; userId: string; settings: ReminderSettings; now: Date }): Promise<ReminderSettings> => {
  await db.update(user).set({ vaccineReminderEmails: settings.emails, vaccineReminderEmailsDecidedAt: now }).where(eq(user.id, userId));
  return settings;
};
