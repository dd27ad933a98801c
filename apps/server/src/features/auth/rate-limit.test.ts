import { describe, expect, it } from 'vitest';

import { createUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/setup-app.ts';

const testApp = useTestApp({ rateLimits: { signIn: 3, sendCode: 2 } });

describe('auth rate limits', () => {
  it('refuse a fourth sign-in attempt within a minute from the same client', async () => {
    const user = await createUser({ db: testApp.deps.database.db, auth: testApp.deps.auth });
    const client = testApp.client();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await client.post('/api/auth/sign-in/email', {
        email: user.email,
        password: 'wrong-password',
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('limit SMS codes per client', async () => {
    const client = testApp.client();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push(
        (await client.post('/api/auth/phone-number/send-otp', { phoneNumber: `+90555000000${i}` }))
          .status,
      );
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});
