import { describe, expect, it } from 'vitest';

import { signedInAs } from '../../test/actors.ts';
import { createUser } from '../../test/factories.ts';
import { createTestApp, useTestApp } from '../../test/setup-app.ts';

const testApp = useTestApp();

describe('a state-changing request from another site', () => {
  it('is refused with 403 and changes nothing, even with the victim’s cookie and no body', async () => {
    const { client } = await signedInAs(testApp, 'owner');
    for (const origin of ['http://evil.example', 'http://localhost:3001', 'null']) {
      const response = await client.request('POST', '/api/accounts/me/deactivate', { headers: { origin } });
      expect(response.status, origin).toBe(403);
      expect(response.body.message, origin).toBe('Bu istek başka bir siteden geldiği için reddedildi.');
    }
    const sibling = await client.request('PUT', '/api/accounts/me/locale', { json: { locale: 'en' }, headers: { origin: '', 'sec-fetch-site': 'same-site' } });
    expect(sibling.status).toBe(403);
    const session = (await client.get('/api/accounts/session')).body.user;
    expect(session).toMatchObject({ isActive: true, locale: 'tr' });
  });

  it('is refused on the auth endpoints too', async () => {
    const user = await createUser({ db: testApp.deps.database.db, auth: testApp.deps.auth });
    const response = await testApp
      .client()
      .request('POST', '/api/auth/sign-in/email', { json: { email: user.email, password: user.password }, headers: { origin: 'http://evil.example' } });
    expect(response.status).toBe(403);
  });
});

describe('a request the app may take', () => {
  it('comes from the app’s own address, from a program without Origin, or is only a read', async () => {
    const { client } = await signedInAs(testApp, 'owner');
    expect((await client.put('/api/accounts/me/locale', { locale: 'en' })).status).toBe(200);
    expect((await client.request('PUT', '/api/accounts/me/locale', { json: { locale: 'tr' }, headers: { origin: '', 'sec-fetch-site': 'same-origin' } })).status).toBe(200);
    expect((await client.get('/api/accounts/me', { headers: { origin: 'http://evil.example' } })).status).toBe(200);
  });

  it('outside production, may come from whatever address the app is opened at (127.0.0.1, a LAN address)', async () => {
    const user = await createUser({ db: testApp.deps.database.db, auth: testApp.deps.auth });
    for (const base of ['http://127.0.0.1:3000', 'http://192.168.1.20:3000']) {
      const response = await testApp.app.request(`${base}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { origin: base, 'content-type': 'application/json' },
        body: JSON.stringify({ email: user.email, password: user.password }),
      });
      expect(response.status, base).toBe(200);
    }
  });

  it('in production, comes only from APP_URL or TRUSTED_ORIGINS, whatever the address', async () => {
    const production = await createTestApp({ config: { production: true, outbox: false, trustedOrigins: ['https://www.patili.app'] } });
    try {
      const user = await createUser({ db: production.deps.database.db, auth: production.deps.auth });
      const signIn = (base: string, origin: string) =>
        production.app.request(`${base}/api/auth/sign-in/email`, {
          method: 'POST',
          headers: { origin, 'content-type': 'application/json' },
          body: JSON.stringify({ email: user.email, password: user.password }),
        });
      expect((await signIn('http://192.168.1.20:3000', 'http://192.168.1.20:3000')).status).toBe(403);
      expect((await signIn('http://localhost:3000', 'http://evil.example')).status).toBe(403);
      expect((await signIn('http://localhost:3000', 'http://localhost:3000')).status).toBe(200);
      expect((await signIn('http://localhost:3000', 'https://www.patili.app')).status).toBe(200);
    } finally {
      await production.close();
    }
  });
});
