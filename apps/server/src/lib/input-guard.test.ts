import { describe, expect, it } from 'vitest';

import { signedInAs } from '../../test/actors.ts';
import { useTestApp } from '../../test/setup-app.ts';

const testApp = useTestApp();

/** Requests the attack pass turned into 500s: a NUL byte reaching PostgreSQL. */
describe('a character no text may hold', () => {
  it('is refused with 422 on the field, in the body, the query and the path, and stores nothing', async () => {
    const { client } = await signedInAs(testApp, 'owner');
    const body = await client.post('/api/pets', { name: 'a\u0000b', species: 'cat', age: 1 });
    expect(body.status).toBe(422);
    expect(body.body.fields).toEqual({ name: 'Geçersiz karakter içeriyor.' });
    expect((await client.get('/api/pets')).body.total).toBe(0);

    const nested = await client.put('/api/accounts/me/profile', { name: 'Ayşe', location: { cityCode: '34', district: 'Kad\u0001ıköy', mapPoint: null } });
    expect(nested.status).toBe(422);
    expect(nested.body.fields).toEqual({ 'location.district': 'Geçersiz karakter içeriyor.' });

    const query = await client.get('/api/discovery/providers?kind=veterinarian&q=%00');
    expect(query.status).toBe(422);
    expect(query.body.fields).toEqual({ q: 'Geçersiz karakter içeriyor.' });

    expect((await client.get('/api/discovery/providers/%00')).status).toBe(422);
    expect((await client.get('/api/pets/%E0%A4%A')).status).toBe(400);
  });

  it('is refused before Better Auth sees it', async () => {
    const { client, user } = await signedInAs(testApp, 'owner');
    const cases: Array<[string, unknown]> = [
      ['/api/auth/sign-in/email', { email: user.email, password: 'x\u0000y' }],
      ['/api/auth/reset-password', { newPassword: 'Yepyeni-123', token: 'a\u0000' }],
      ['/api/auth/phone-number/verify', { phoneNumber: '+905551112233', code: '12\u000034' }],
      ['/api/auth/sign-up/email', { name: 'x', email: 'x\u0000@example.com', password: 'Patili123!' }],
      ['/api/auth/request-password-reset', { email: '\ud800@example.com' }],
    ];
    for (const [path, json] of cases) {
      const response = await client.post(path, json);
      expect(response.status, path).toBe(422);
      expect(response.body.code, path).toBe('VALIDATION_FAILED');
    }
  });

  it('leaves tabs, line breaks and every ordinary letter alone', async () => {
    const { client } = await signedInAs(testApp, 'owner');
    const response = await client.post('/api/pets', { name: 'Pamuk 🐾', species: 'cat', age: 1, notes: 'satır 1\nsatır 2\tsekme' });
    expect(response.status).toBe(201);
    expect(response.body.pet.notes).toBe('satır 1\nsatır 2\tsekme');
  });
});
