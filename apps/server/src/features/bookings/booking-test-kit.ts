import type { ProviderRole } from '@patili/domain/access';
import type { BookingView, CreateBookingInput } from '@patili/domain/bookings';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';

import { signedInAs } from '../../../test/actors.ts';
import { TEST_NOW } from '../../../test/clock.ts';
import {
  completeProviderDetails,
  createPet,
  createProviderProfile,
  createUser,
  type CreateUserOptions,
} from '../../../test/factories.ts';
import type { TestClient } from '../../../test/http.ts';
import { useClockedTestApp, type TestApp } from '../../../test/setup-app.ts';
import { user } from '../../db/schema/index.ts';

/**
 * What the booking tests share: people with what a booking needs (a listed provider with prices,
 * an owner with a pet), request bodies per kind, and a clock start. Dates are Istanbul time.
 */

/** The tests' "now" (test/clock.ts), here beside the rest of the booking tests' kit. */
export { TEST_NOW };

export type Person = { id: string; name: string; email: string; role: string; client: TestClient };
export type OwnerWithPet = Person & { petId: string; petName: string };

/**
 * A booking test file's app on a clock that starts at TEST_NOW: call it at the top of the file
 * (the app is built and closed by the file's hooks, `useTestApp`).
 */
export const useBookingTestApp = () => useClockedTestApp(TEST_NOW);

/** A listed provider of a kind with the complete profile of `completeProviderDetails`, plus `details` over it. */
export const listedProvider = async (
  testApp: TestApp,
  kind: ProviderRole,
  options: {
    details?: Record<string, unknown>;
    account?: CreateUserOptions;
    visibility?: 'public' | 'matches_only';
  } = {},
): Promise<Person> => {
  const db = testApp.deps.database.db;
  // An unverified account cannot sign in: it gets a signed-out client.
  const { user: created, client } =
    options.account?.emailVerified === false
      ? {
          user: await createUser(
            { db, auth: testApp.deps.auth },
            { role: kind, ...options.account },
          ),
          client: testApp.client(),
        }
      : await signedInAs(testApp, kind, options.account);
  if (options.visibility)
    await db
      .update(user)
      .set({ profileVisibility: options.visibility })
      .where(eq(user.id, created.id));
  await createProviderProfile(
    { db },
    { id: created.id, role: kind, name: created.name },
    { details: { ...completeProviderDetails(kind), ...options.details } },
  );
  return { id: created.id, name: created.name, email: created.email, role: kind, client };
};

/** An owner with one pet. */
export const ownerWithPet = async (
  testApp: TestApp,
  options: CreateUserOptions = {},
): Promise<OwnerWithPet> => {
  const { user: created, client } = await signedInAs(testApp, 'owner', options);
  const pet = await createPet({ db: testApp.deps.database.db }, created, {
    name: `Tekir ${created.name.slice(-3)}`,
  });
  return {
    id: created.id,
    name: created.name,
    email: created.email,
    role: 'owner',
    client,
    petId: pet.id,
    petName: pet.name,
  };
};

/**
 * The two sides most booking tests book between: Ayşe Sahip with a pet, and Deniz Yürür, a listed
 * walker (each account's options on top, e.g. a locale).
 */
export const ownerAndWalker = async (
  testApp: TestApp,
  accounts: { owner?: CreateUserOptions; walker?: CreateUserOptions } = {},
): Promise<{ owner: OwnerWithPet; walker: Person }> => ({
  owner: await ownerWithPet(testApp, { name: 'Ayşe Sahip', ...accounts.owner }),
  walker: await listedProvider(testApp, 'pet_walker', {
    account: { name: 'Deniz Yürür', ...accounts.walker },
  }),
});

/** A valid request body for a kind (a day after TEST_NOW's tomorrow), with `over` on top. */
export const bookingBody = (
  kind: ProviderRole,
  providerId: string,
  petId: string,
  over: Record<string, unknown> = {},
): CreateBookingInput | Record<string, unknown> => {
  switch (kind) {
    case 'sitter':
      return {
        kind,
        providerId,
        petId,
        service: 'cat_care',
        startDate: '2026-06-12',
        endDate: '2026-06-14',
        notes: 'Günde iki kez mama.',
        ...over,
      };
    case 'veterinarian':
      return {
        kind,
        providerId,
        petId,
        service: 'vet_exam',
        date: '2026-06-12',
        time: '14:30',
        ...over,
      };
    case 'pet_walker':
      return {
        kind,
        providerId,
        petId,
        date: '2026-06-12',
        time: '09:00',
        hours: 2,
        addressForWalker: 'Moda Parkı girişi',
        ...over,
      };
    case 'trainer':
      return { kind, providerId, petId, date: '2026-06-12', time: '18:00', ...over };
  }
};

/** Books through the API and checks it was made. */
export const book = async (
  owner: Person & { petId: string },
  provider: Person,
  over: Record<string, unknown> = {},
): Promise<BookingView> => {
  const response = await owner.client.post<{ booking: BookingView }>(
    '/api/bookings',
    bookingBody(provider.role as ProviderRole, provider.id, owner.petId, over),
  );
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.booking;
};

/** Sends an action to a booking and returns the answer. */
export const act = (
  client: TestClient,
  bookingId: string,
  action: 'accept' | 'reject' | 'cancel' | 'complete',
  body: unknown = {},
) =>
  client.post<
    { booking: BookingView } & { code?: string; message?: string; fields?: Record<string, string> }
  >(`/api/bookings/${bookingId}/${action}`, body);

/**
 * Completes a confirmed booking as its provider at the clock's time: a walker starts and finishes
 * the walk (a walk is never completed by the generic complete), the other kinds complete it.
 */
export const completeAs = async (provider: Person, bookingId: string) => {
  if (provider.role !== 'pet_walker') return act(provider.client, bookingId, 'complete');
  const started = await provider.client.post(`/api/bookings/${bookingId}/walk/start`);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  return provider.client.post<{ booking: BookingView } & { code?: string; message?: string }>(
    `/api/bookings/${bookingId}/walk/finish`,
  );
};
