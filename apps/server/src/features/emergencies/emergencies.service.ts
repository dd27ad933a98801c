import { buildPath } from '@patili/domain/access';
import { isUuid } from '@patili/domain/shared';
import {
  EMERGENCY_ACTION_NOTIFICATIONS,
  emergencyNotificationScreen,
  transitionEmergency,
  type CreateEmergency,
  type EmergencyAction,
  type EmergencyList,
  type EmergencyStatus,
  type EmergencyView,
  type EmergencyViewerRole,
} from '@patili/domain/emergencies';
import { and, count, desc, eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { emergencyRequest, pet, providerProfile, user } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../lib/context.ts';
import type { Messenger } from '../../lib/mail/messenger.ts';
import { listedForOwner } from '../../lib/provider-listing.ts';
import {
  recordNotifications,
  sendNotificationEmails,
} from '../../lib/notifications/notifications.ts';
import type { RequestLimits } from '../../lib/request-limits.ts';
import { emergencyNotifications } from './emergency-notifications.ts';
import { readEmergencyView, selectEmergencyViews, toEmergencyView } from './emergency-views.ts';

/**
 * Emergency requests: an owner sends one to a veterinarian who lists the
 * emergency specialization; the vet acknowledges it or says they cannot help, then resolves an
 * acknowledged one, each step through the domain's `transitionEmergency`. Each event tells the
 * other side in the event's transaction, and by e-mail once it has committed. Only the request's
 * owner and vet ever see it; anyone else gets 404.
 */

/** The one answer for an unknown request and someone else's. */
const emergencyNotFound = () => new AppError('NOT_FOUND', { messageKey: 'emergencies:notFound' });

/** The side of the requests a caller is on: a vet receives them, anyone else sends them. */
const sideOf = (user: Pick<CurrentUser, 'role'>): EmergencyViewerRole =>
  user.role === 'veterinarian' ? 'veterinarian' : 'owner';

/**
 * A vet the owner may send an emergency to: a listed veterinarian profile browse would show them
 * (public, or `matches_only` with a booking between them) whose specializations include
 * `emergency`. Anything else is 404 with `emergencies:vetNotFound`.
 */
const findEmergencyVet = async (db: Db, ownerId: string, vetId: string) => {
  const [row] = await db
    .select({ id: user.id, name: user.name })
    .from(providerProfile)
    .innerJoin(user, eq(user.id, providerProfile.userId))
    .where(
      and(
        eq(providerProfile.userId, vetId),
        eq(providerProfile.kind, 'veterinarian'),
        sql`'emergency' = any(${providerProfile.services})`,
        listedForOwner(ownerId),
      ),
    )
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', { messageKey: 'emergencies:vetNotFound' });
  return row;
};

/**
 * `POST /api/emergencies` (owner): a request about one of the caller's pets to a vet who takes
 * emergencies. It starts `pending`; the vet is told at once. Counts against the owner's
 * `emergencyRequest` limit (429 past it).
 */
export const createEmergency = async ({
  db,
  messenger,
  appUrl,
  limits,
  owner,
  input,
  now,
}: {
  db: Db;
  messenger: Messenger;
  appUrl: string;
  limits: Pick<RequestLimits, 'emergencyRequest'>;
  owner: Pick<CurrentUser, 'id' | 'name'>;
  input: CreateEmergency;
  now: Date;
}): Promise<EmergencyView> => {
  const vet = await findEmergencyVet(db, owner.id, input.vetId);
  const [ownPet] = await db
    .select({ id: pet.id, name: pet.name })
    .from(pet)
    .where(and(eq(pet.id, input.petId), eq(pet.ownerId, owner.id)))
    .limit(1);
  if (!ownPet)
    throw new AppError('PET_NOT_FOUND_OR_ACCESS_DENIED', {
      fields: { petId: 'pets:petNotFoundOrAccessDenied' },
    });
  await limits.emergencyRequest(owner.id);
  const { id, notifications } = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(emergencyRequest)
      .values({
        vetId: vet.id,
        ownerId: owner.id,
        petId: ownPet.id,
        location: input.location,
        description: input.description,
        status: 'pending',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: emergencyRequest.id });
    if (!created) throw new Error('emergency request insert returned nothing');
    const notices = await recordNotifications({
      db: tx,
      now,
      notifications: [
        {
          userId: vet.id,
          type: 'emergency_requested',
          emergencyRequestId: created.id,
          payload: {
            actorName: owner.name,
            petName: ownPet.name,
            location: input.location,
            note: null,
          },
          path: buildPath(emergencyNotificationScreen('emergency_requested')),
        },
      ],
    });
    return { id: created.id, notifications: notices };
  });
  await sendNotificationEmails({ db, messenger, appUrl, renderers: emergencyNotifications, notifications });
  const view = await readEmergencyView(db, eq(emergencyRequest.id, id), 'owner');
  if (!view) throw emergencyNotFound();
  return view;
};

/**
 * `GET /api/emergencies`: one page of the caller's requests, newest first: those sent to them
 * (a vet) or those they sent (anyone else), all statuses or one (the person's index, then the
 * status).
 */
export const listEmergencies = async ({
  db,
  user: caller,
  query,
}: {
  db: Db;
  user: Pick<CurrentUser, 'id' | 'role'>;
  query: { status?: EmergencyStatus | undefined; page: number; pageSize: number };
}): Promise<EmergencyList> => {
  const side = sideOf(caller);
  const where = and(
    side === 'veterinarian'
      ? eq(emergencyRequest.vetId, caller.id)
      : eq(emergencyRequest.ownerId, caller.id),
    query.status ? eq(emergencyRequest.status, query.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectEmergencyViews(db)
      .where(where)
      .orderBy(desc(emergencyRequest.createdAt), desc(emergencyRequest.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(emergencyRequest).where(where),
  ]);
  return {
    items: rows.map((row) => toEmergencyView(row, side)),
    total: total?.value ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
};

/**
 * The vet's action on a request sent to them (anyone else gets 404): acknowledge, cannot help or
 * resolve, with an optional note for the owner (a later action without a note keeps the earlier
 * one). The row is locked while it changes; a refused transition is 409 with its message.
 */
export const answerEmergency = async ({
  db,
  messenger,
  appUrl,
  vet,
  requestId,
  action,
  note,
  now,
}: {
  db: Db;
  messenger: Messenger;
  appUrl: string;
  vet: Pick<CurrentUser, 'id' | 'name'>;
  requestId: string;
  action: EmergencyAction;
  note: string | null;
  now: Date;
}): Promise<EmergencyView> => {
  if (!isUuid(requestId)) throw emergencyNotFound();
  const notifications = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(emergencyRequest)
      .where(and(eq(emergencyRequest.id, requestId), eq(emergencyRequest.vetId, vet.id)))
      .for('update');
    if (!row) throw emergencyNotFound();
    const outcome = transitionEmergency(row.status, action);
    if (!outcome.ok) throw new AppError('CONFLICT', { messageKey: outcome.message });
    await tx
      .update(emergencyRequest)
      .set({
        status: outcome.status,
        vetNote: note ?? row.vetNote,
        updatedAt: now,
        ...(outcome.answers ? { answeredAt: now } : {}),
        ...(outcome.resolves ? { resolvedAt: now } : {}),
      })
      .where(eq(emergencyRequest.id, row.id));
    const [petRow] = row.petId
      ? await tx.select({ name: pet.name }).from(pet).where(eq(pet.id, row.petId)).limit(1)
      : [];
    const type = EMERGENCY_ACTION_NOTIFICATIONS[action];
    return recordNotifications({
      db: tx,
      now,
      notifications: [
        {
          userId: row.ownerId,
          type,
          emergencyRequestId: row.id,
          payload: {
            actorName: vet.name,
            petName: petRow?.name ?? null,
            location: row.location,
            note,
          },
          path: buildPath(emergencyNotificationScreen(type)),
        },
      ],
    });
  });
  await sendNotificationEmails({ db, messenger, appUrl, renderers: emergencyNotifications, notifications });
  const view = await readEmergencyView(db, eq(emergencyRequest.id, requestId), 'veterinarian');
  if (!view) throw emergencyNotFound();
  return view;
};
