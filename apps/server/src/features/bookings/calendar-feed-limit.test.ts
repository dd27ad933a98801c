import { describe, expect, it } from 'vitest';

import { signedInAs } from '../../../test/actors.ts';
import { useTestApp } from '../../../test/setup-app.ts';

// The feed's own limit, small enough to reach; the test apps relax every other one.
const testApp = useTestApp({ requestLimits: { calendarFeedRead: { points: 2, windowSeconds: 60 * 60 } } });

const feedPathOf = async (role: 'pet_walker' | 'sitter') => {
  const { client } = await signedInAs(testApp, role);
  const made = await client.post<{ feed: { url: string } }>('/api/bookings/calendar-feed');
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return new URL(made.body.feed.url).pathname;
};

describe('a calendar feed read too often', () => {
  it('answers 429 with when to try again, for that feed only', async () => {
    const walkers = await feedPathOf('pet_walker');
    const sitters = await feedPathOf('sitter');
    const anonymous = testApp.client();
    expect((await anonymous.get(walkers)).status).toBe(200);
    expect((await anonymous.get(walkers)).status).toBe(200);
    const refused = await anonymous.get<{ code: string }>(walkers);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await anonymous.get(sitters)).status).toBe(200);
  });
});
