import { describe, expect, it } from 'vitest';

import { createTestApp, useTestApp } from '../../../test/setup-app.ts';

const testApp = useTestApp();

const send = (to: string, subject: string) =>
  testApp.deps.messenger.sendEmail({ to, subject, text: `${subject} body`, link: `http://localhost:3000/#/x?${subject}` });

describe('GET /api/outbox', () => {
  it('lists kept mail newest first, for one recipient when asked', async () => {
    await send('a@outbox.test', 'first');
    await send('b@outbox.test', 'other');
    await send('a@outbox.test', 'second');
    const all = await testApp.client().get('/api/outbox?limit=2');
    expect(all.status).toBe(200);
    expect(all.body.items.map((item: { subject: string }) => item.subject)).toEqual(['second', 'other']);
    const mine = await testApp.client().get('/api/outbox?to=A@outbox.test');
    expect(mine.body.items.map((item: { subject: string }) => item.subject)).toEqual(['second', 'first']);
    expect(mine.body.items[0]).toMatchObject({ channel: 'email', to: 'a@outbox.test', link: 'http://localhost:3000/#/x?second' });
  });

  it('refuses a limit out of range', async () => {
    expect((await testApp.client().get('/api/outbox?limit=0')).status).toBe(422);
  });

  it('does not exist where the outbox is off (production)', async () => {
    const production = await createTestApp({ config: { production: true, outbox: false } });
    try {
      expect((await production.client().get('/api/outbox')).status).toBe(404);
    } finally {
      await production.close();
    }
  });

  it('is open to this machine only, unless OUTBOX_REMOTE opens it', async () => {
    const behindProxy = await createTestApp({ config: { trustProxy: true } });
    const remote = await createTestApp({ config: { trustProxy: true, outboxRemote: true } });
    try {
      const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
      expect((await behindProxy.client().get('/api/outbox', from('203.0.113.5'))).status).toBe(404);
      expect((await behindProxy.client().get('/api/config', from('203.0.113.5'))).body.outbox).toBe(false);
      for (const local of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
        expect((await behindProxy.client().get('/api/outbox', from(local))).status, local).toBe(200);
      }
      expect((await behindProxy.client().get('/api/config', from('127.0.0.1'))).body.outbox).toBe(true);
      expect((await remote.client().get('/api/outbox', from('203.0.113.5'))).status).toBe(200);
    } finally {
      await behindProxy.close();
      await remote.close();
    }
  });
});
