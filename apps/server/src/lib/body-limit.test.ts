import { request as httpRequest, Agent } from 'node:http';
import type { AddressInfo } from 'node:net';

import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { useTestApp } from '../../test/setup-app.ts';

const testApp = useTestApp();
let server: ServerType;
let port: number;

beforeAll(async () => {
  server = serve({ fetch: testApp.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** One request over a real socket, on an agent that keeps connections alive. */
const send = (agent: Agent, method: string, path: string, body?: Buffer) =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }>((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, method, path, agent, headers: { origin: 'http://localhost:3000', ...(body ? { 'content-type': 'application/json', 'content-length': body.length } : {}) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });

describe('a body over the limit', () => {
  it('answers 413 and closes the connection, and the next request on the same agent still gets an answer', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect((await send(agent, 'GET', '/api/health')).status).toBe(200);
      const big = Buffer.from(JSON.stringify({ locale: 'en', padding: 'x'.repeat(2 * 1024 * 1024) }));
      const refused = await send(agent, 'PUT', '/api/accounts/me/locale', big);
      expect(refused.status).toBe(413);
      expect(refused.headers.connection).toBe('close');
      expect(JSON.parse(refused.text)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'Gönderilen veri çok büyük.' });
      for (let i = 0; i < 3; i += 1) expect((await send(agent, 'GET', '/api/health')).status).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it('reaches a client still sending its over-long body, instead of resetting the connection under it', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const status = await new Promise<number>((resolve, reject) => {
        const total = 3 * 1024 * 1024;
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port,
            method: 'PUT',
            path: '/api/accounts/me/locale',
            agent,
            headers: { origin: 'http://localhost:3000', 'content-type': 'application/json', 'content-length': total },
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.on('error', reject);
        const chunk = Buffer.alloc(64 * 1024, 'x');
        let sent = 0;
        const pump = () => {
          if (sent >= total) return void req.end();
          sent += chunk.length;
          req.write(chunk);
          setTimeout(pump, 2);
        };
        pump();
      });
      expect(status).toBe(413);
      expect((await send(agent, 'GET', '/api/health')).status).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it('answers every body just over the limit, sent at once, without a dropped connection', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const body = Buffer.from(JSON.stringify({ location: 'a'.repeat(1024 * 1024 + 60) }));
      for (let i = 0; i < 20; i += 1) {
        expect((await send(agent, 'PUT', '/api/accounts/me/profile', body)).status).toBe(413);
        expect((await send(agent, 'GET', '/api/health')).status).toBe(200);
      }
    } finally {
      agent.destroy();
    }
  });
});

describe('a request refused before its body is read', () => {
  it('answers 400 for a malformed path and keeps the kept-alive connection in step for the next request', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      // A body the guard never reads (the path is refused first), large enough to outrun the socket's buffers.
      const body = Buffer.from(JSON.stringify({ reason: 'spam', details: '\u0000'.repeat(100_000) }));
      for (let i = 0; i < 10; i += 1) {
        const refused = await send(agent, 'POST', '/api/pets/Q%zz/report', body);
        expect(refused.status).toBe(400);
        expect((await send(agent, 'GET', '/api/health')).status).toBe(200);
      }
    } finally {
      agent.destroy();
    }
  });
});
