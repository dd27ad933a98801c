import { isProviderRole, type ProviderRole } from '@patili/domain/access';
import {
  bookingInterval,
  bookingServiceType,
  bookingTermsOf,
  createBookingInputSchemaAt,
  quoteRequestOf,
  quoteTermsSchema,
  type BookingView,
  type QuoteBookingQuery,
  type QuoteBookingResponse,
  providerPolicyOf,
} from '@patili/domain/bookings';
import { DISCOVERY_TEXTS } from '@patili/domain/discovery';
import { isUuid } from '@patili/domain/shared';
import { and, eq } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { booking, bookingPriceColumns, pet, providerProfile } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../lib/context.ts';
import type { Messenger } from '../../lib/mail/messenger.ts';
import {
  recordNotifications,
  sendNotificationEmails,
} from '../../lib/notifications/notifications.ts';
import { listedForOwner } from '../../lib/provider-listing.ts';
import { signalRealtime } from '../../lib/realtime/signal.ts';
import { parseOr422 } from '../../lib/validation.ts';
import { bookingNotices } from './booking-notices.ts';
import { bookingNotifications } from './booking-notifications.ts';
import { readBookingView } from './booking-views.ts';
import { computeQuote, type PricedProvider } from './pricing.service.ts';
import { unavailableDaysWithin } from './unavailable-days.ts';

/** The one answer for an unknown booking and someone else's (only its owner and provider see it). */
export const bookingNotFound = () => new AppError('NOT_FOUND', { messageKey: 'bookings:notFound' });

/** Rejects an id that cannot be a booking before it reaches a uuid column. */
export const checkBookingId = (bookingId: string) => {
  if (!isUuid(bookingId)) throw bookingNotFound();
};


/**
 * Who an owner may book: a provider profile of the kind (any kind when null) that browse would
 * show them: listed and public, or `matches_only` with a booking between them already.
 * Anything else is the kind's not-found answer, as discovery gives it.
 */
export const findBookableProvider = async ({
  db,
  viewerId,
  providerId,
  kind,
}: {
  db: Db;
  viewerId: string;
  providerId: string;
  kind: ProviderRole | null;
}): Promise<PricedProvider> => {
  const [row] = await db
    .select({
      id: providerProfile.userId,
      kind: providerProfile.kind,
      details: providerProfile.details,
    })
    .from(providerProfile)
    .where(
      and(
        eq(providerProfile.userId, providerId),
        kind ? eq(providerProfile.kind, kind) : undefined,
        listedForOwner(viewerId),
      ),
    )
    .limit(1);
  if (!row || !isProviderRole(row.kind)) {
    throw new AppError('NOT_FOUND', {
      messageKey: kind ? DISCOVERY_TEXTS[kind].notFound : 'discovery:providerNotFound',
    });
  }
  return { id: row.id, kind: row.kind, details: row.details };
};

/** `GET /api/bookings/quote`: what the booking would cost the owner now, from the server's rates. */
export const quoteBookingFor = async ({
  db,
  ownerId,
  query,
  now,
}: {
  db: Db;
  ownerId: string;
  query: QuoteBookingQuery;
  now: Date;
}): Promise<QuoteBookingResponse> => {
  const provider = await findBookableProvider({
    db,
    viewerId: ownerId,
    providerId: query.providerId,
    kind: query.kind,
  });
  const { terms, serviceType } = quoteRequestOf(parseOr422(quoteTermsSchema, query));
  const quote = await computeQuote({ db, provider, ownerId, terms, serviceType, now });
  const { startsAt, endsAt, overrideId: _overrideId, ...price } = quote;
  return {
    providerId: provider.id,
    kind: provider.kind,
    serviceType,
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    price,
  };
};

/**
 * `POST /api/bookings`: the body's rules at `now`, then the provider (listed, visible,
 * of the kind), the owner's pet, the sitter's service, the provider's unavailable days and the
 * price bounds. The server's quote is stored on the booking, which starts `pending`; the provider
 * is told in the same transaction and by e-mail once it has committed.
 */
export const createBooking = async ({
  db,
  messenger,
  appUrl,
  owner,
  body,
  now,
}: {
  db: Db;
  messenger: Messenger;
  appUrl: string;
  owner: Pick<CurrentUser, 'id' | 'name'>;
  body: unknown;
  now: Date;
}): Promise<BookingView> => {
  const input = parseOr422(createBookingInputSchemaAt(now), body);
  const provider = await findBookableProvider({
    db,
    viewerId: owner.id,
    providerId: input.providerId,
    kind: input.kind,
  });
  const [ownPet] = await db
    .select({ id: pet.id, name: pet.name })
    .from(pet)
    .where(and(eq(pet.id, input.petId), eq(pet.ownerId, owner.id)))
    .limit(1);
  if (!ownPet)
    throw new AppError('PET_NOT_FOUND_OR_ACCESS_DENIED', {
      fields: { petId: 'pets:petNotFoundOrAccessDenied' },
    });
  const terms = bookingTermsOf(input);
  const serviceType = bookingServiceType(input);
  const interval = bookingInterval(terms);
  const quote = await computeQuote({ db, provider, ownerId: owner.id, terms, serviceType, now });
  if ((await unavailableDaysWithin(db, provider.id, interval)).length > 0) {
    const field = input.kind === 'sitter' ? 'startDate' : 'date';
    throw new AppError('VALIDATION_FAILED', {
      messageKey: 'bookings:dateUnavailable',
      fields: { [field]: 'bookings:dateUnavailable' },
    });
  }
  const timed = input.kind === 'sitter' ? null : input;
  const { row, notifications } = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(booking)
      .values({
        ownerId: owner.id,
        providerId: provider.id,
        providerKind: provider.kind,
        petId: ownPet.id,
        serviceType,
        status: 'pending',
        ...bookingPriceColumns(quote),
        // The policy the owner read on the profile and the form, kept with the booking.
        cancellationPolicy: providerPolicyOf(provider.kind, provider.details),
        startDate: input.kind === 'sitter' ? input.startDate : input.date,
        endDate: input.kind === 'sitter' ? input.endDate : input.date,
        startTime: timed?.time ?? null,
        hours: input.kind === 'pet_walker' ? input.hours : null,
        notes: input.notes,
        addressForWalker: input.kind === 'pet_walker' ? input.addressForWalker : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!created) throw new Error('booking insert returned nothing');
    // Both sides' open lists refresh when it commits (features/realtime).
    await signalRealtime(tx, { type: 'booking', bookingId: created.id });
    const notices = bookingNotices({
      row: created,
      type: 'booking_requested',
      to: ['provider'],
      actorName: owner.name,
      petName: ownPet.name,
    });
    return {
      row: created,
      notifications: await recordNotifications({ db: tx, now, notifications: notices }),
    };
  });
  await sendNotificationEmails({ db, messenger, appUrl, renderers: bookingNotifications, notifications });
  const view = await readBookingView(db, eq(booking.id, row.id), owner.id, now);
  if (!view) throw new Error('the new booking could not be read back');
  return view;
};
