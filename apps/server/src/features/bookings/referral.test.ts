import type { ProviderRole } from '@patili/domain/access';
import { REFERRAL_BONUS_DAYS, type QuoteBookingResponse } from '@patili/domain/bookings';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { DAY_MS } from '../../../test/clock.ts';
import { bookingTermsOn, createBooking } from '../../../test/factories.ts';
import { referralBonus, user } from '../../db/schema/index.ts';
import {
  act,
  listedProvider,
  ownerWithPet,
  TEST_NOW,
  useBookingTestApp,
  type Person,
} from './booking-test-kit.ts';

const { clock, testApp } = useBookingTestApp();

/** After every booking below has started. */
const LATER = '2026-07-01T07:00:00.000Z';

/**
 * Confirmed bookings (started by LATER) between an owner and a provider, straight into the table;
 * the provider completes them with the generic complete, so not a walker (a walk is walked).
 */
const confirmedBookings = async (
  owner: { id: string },
  provider: Person,
  count: number,
  firstDay = 11,
) => {
  const rows = [];
  for (let index = 0; index < count; index += 1) {
    rows.push(
      await createBooking(
        { db: testApp.deps.database.db },
        { owner, provider: { id: provider.id, role: provider.role } },
        {
          status: 'confirmed',
          terms: bookingTermsOn(provider.role as ProviderRole, `2026-06-${firstDay + index}`),
        },
      ),
    );
  }
  return rows;
};

const bonusesOf = (inviterId: string) =>
  testApp.deps.database.db
    .select()
    .from(referralBonus)
    .where(eq(referralBonus.inviterId, inviterId));

let inviter: Person & { petId: string };
let trainer: Person;

beforeAll(async () => {
  inviter = await listedProvider(testApp, 'pet_walker', {
    account: { name: 'Davet Eden Gezdirici' },
  }).then((person) => ({ ...person, petId: '' }));
  trainer = await listedProvider(testApp, 'trainer');
});

const inviteeOf = async (code: string) => ownerWithPet(testApp, { usedReferralCode: code });

const referralCodeOf = async (person: Person) => {
  const [row] = await testApp.deps.database.db
    .select({ code: user.referralCode })
    .from(user)
    .where(eq(user.id, person.id));
  return row!.code;
};

describe('referral bonus on completion', () => {
  it("earns the inviter 30 commission-free days at the invitee's third completed booking, once", async () => {
    const code = await referralCodeOf(inviter);
    const invitee = await inviteeOf(code);
    const bookings = await confirmedBookings(invitee, trainer, 4);
    clock.set(LATER);
    for (const [index, row] of bookings.entries()) {
      expect((await act(trainer.client, row.id, 'complete')).status).toBe(200);
      expect(await bonusesOf(inviter.id), `after completion ${index + 1}`).toHaveLength(
        index >= 2 ? 1 : 0,
      );
    }
    const [bonus] = await bonusesOf(inviter.id);
    expect(bonus).toMatchObject({
      inviteeId: invitee.id,
      bonusNumber: 1,
      startsAt: new Date(LATER),
      endsAt: new Date(new Date(LATER).getTime() + REFERRAL_BONUS_DAYS * DAY_MS),
    });

    // The inviter, a walker, now pays no provider commission on a booking starting within the bonus.
    const owner = await ownerWithPet(testApp);
    const quote = await owner.client.get<QuoteBookingResponse>(
      `/api/bookings/quote?providerId=${inviter.id}&kind=pet_walker&date=2026-07-10&time=10:00&hours=1`,
    );
    expect(quote.body.price).toMatchObject({
      providerCommission: 0,
      providerRateSource: 'referral_bonus',
      ownerCommission: 1_500,
    });
    const after = await owner.client.get<QuoteBookingResponse>(
      `/api/bookings/quote?providerId=${inviter.id}&kind=pet_walker&date=2026-08-10&time=10:00&hours=1`,
    );
    expect(after.body.price).toMatchObject({
      providerCommission: 1_200,
      providerRateSource: 'role',
    });
  });

  it('counts an invitee who is a provider by the bookings they complete, and chains a second bonus after the first', async () => {
    const code = await referralCodeOf(inviter);
    const invitedTrainer = await listedProvider(testApp, 'trainer', {
      account: { usedReferralCode: code },
    });
    const owner = await ownerWithPet(testApp);
    const bookings = await confirmedBookings(owner, invitedTrainer, 3);
    clock.set(LATER);
    for (const row of bookings)
      expect((await act(invitedTrainer.client, row.id, 'complete')).status).toBe(200);
    const bonuses = (await bonusesOf(inviter.id)).sort((a, b) => a.bonusNumber - b.bonusNumber);
    expect(bonuses.map((bonus) => [bonus.bonusNumber, bonus.inviteeId])).toEqual([
      [1, expect.any(String)],
      [2, invitedTrainer.id],
    ]);
    // The second starts when the first ends: no commission-free day is lost.
    expect(bonuses[1]!.startsAt).toEqual(bonuses[0]!.endsAt);
  });

  it('awards exactly once when the completions that reach three land at the same time', async () => {
    const lonelyInviter = await listedProvider(testApp, 'trainer');
    const invitee = await inviteeOf(await referralCodeOf(lonelyInviter));
    const bookings = await confirmedBookings(invitee, trainer, 6, 20);
    clock.set(LATER);
    const answers = await Promise.all(
      bookings.map((row) => act(trainer.client, row.id, 'complete')),
    );
    expect(answers.map((answer) => answer.status)).toEqual(bookings.map(() => 200));
    expect(await bonusesOf(lonelyInviter.id)).toHaveLength(1);
  });

  it('stops at five bonuses per inviter', async () => {
    const busyInviter = await ownerWithPet(testApp);
    const code = await referralCodeOf(busyInviter);
    clock.set(LATER);
    for (let invitee = 0; invitee < 6; invitee += 1) {
      const person = await inviteeOf(code);
      clock.set(TEST_NOW);
      const bookings = await confirmedBookings(person, trainer, 3);
      clock.set(LATER);
      await Promise.all(bookings.map((row) => act(trainer.client, row.id, 'complete')));
    }
    const bonuses = await bonusesOf(busyInviter.id);
    expect(bonuses.map((bonus) => bonus.bonusNumber).sort()).toEqual([1, 2, 3, 4, 5]);
  });
});
