import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signedInAs } from '../../../test/actors.ts';
import { TEST_NOW } from '../../../test/clock.ts';
import { bookingTermsOn, createBooking, createPet } from '../../../test/factories.ts';
import type { TestClient } from '../../../test/http.ts';
import { useClockedTestApp } from '../../../test/setup-app.ts';
import { isType, listenLive, TestSocket, type LiveServer } from './realtime-test-kit.ts';

/**
 * A walk followed live: each batch of the walker's positions and the report reach the
 * owner's and the walker's open sockets as a `walk` event (the screens then read the walk again);
 * nobody else hears of it, and a batch that stores nothing says nothing.
 */

const { clock, testApp } = useClockedTestApp(TEST_NOW);

let live: LiveServer;
beforeAll(async () => {
  live = await listenLive(testApp);
});
afterAll(async () => {
  await live?.close();
});

type Person = { id: string; client: TestClient };

const person = async (role: 'owner' | 'pet_walker'): Promise<Person> => {
  const { user, client } = await signedInAs(testApp, role);
  return { id: user.id, client };
};

const socketOf = async (who: Person) => {
  const socket = await TestSocket.open(live.socketUrl, { cookie: who.client.cookieHeader() });
  await socket.next(isType('ready'));
  return socket;
};

/** Moda, `north` thousandths of a degree further, `seconds` after TEST_NOW (10:00 in Istanbul). */
const reading = (seconds: number, north: number) => ({
  latitude: 40.9849 + north / 1000,
  longitude: 29.0257,
  accuracyM: 5,
  recordedAt: new Date(Date.parse(TEST_NOW) + seconds * 1000).toISOString(),
});

describe('walk events', () => {
  it('tells the walk’s owner and walker of each stored batch and of the report, nobody else', async () => {
    const owner = await person('owner');
    const walker = await person('pet_walker');
    const stranger = await person('owner');
    const pet = await createPet({ db: testApp.deps.database.db }, owner, { name: 'Tekir' });
    const walk = await createBooking(
      { db: testApp.deps.database.db },
      { owner, provider: { id: walker.id, role: 'pet_walker' }, pet },
      { status: 'confirmed', terms: bookingTermsOn('pet_walker', '2026-06-10', '10:00', 1) },
    );
    const [ownerSocket, walkerSocket, strangerSocket] = await Promise.all([
      socketOf(owner),
      socketOf(walker),
      socketOf(stranger),
    ]);

    expect((await walker.client.post(`/api/bookings/${walk.id}/walk/start`)).status).toBe(200);
    clock.set('2026-06-10T07:00:30.000Z');
    const sent = await walker.client.post(`/api/bookings/${walk.id}/walk/points`, {
      points: [reading(0, 0), reading(10, 1)],
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const event = { type: 'walk', bookingId: walk.id };
    expect(await ownerSocket.next(isType('walk'))).toEqual(event);
    expect(await walkerSocket.next(isType('walk'))).toEqual(event);

    // What the event says to read is there: the owner's screen reads the route.
    const read = await owner.client.get(`/api/bookings/${walk.id}/walk`);
    expect(read.body.points).toHaveLength(2);

    // A batch that adds nothing (a repeat) tells nobody.
    const repeat = await walker.client.post(`/api/bookings/${walk.id}/walk/points`, {
      points: [reading(10, 1)],
    });
    expect(repeat.body.stored).toBe(0);

    clock.set('2026-06-10T07:40:00.000Z');
    expect((await walker.client.post(`/api/bookings/${walk.id}/walk/finish`)).status).toBe(200);
    expect(
      (
        await walker.client.post(`/api/bookings/${walk.id}/walk/report`, {
          note: 'Harika bir yürüyüştü.',
        })
      ).status,
    ).toBe(201);
    await ownerSocket.next(
      isType('notification', (pushed) => pushed.notification.type === 'walk_reported'),
    );
    // The point batch's event and the report's (signalled after its notification, in one commit).
    expect(await ownerSocket.after(300, isType('walk'))).toHaveLength(2);

    expect(await strangerSocket.after(200, isType('walk'))).toEqual([]);
    await Promise.all([ownerSocket.close(), walkerSocket.close(), strangerSocket.close()]);
  });
});
