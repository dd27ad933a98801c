import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createStorage } from './create-storage.ts';
import type { Storage } from './storage.ts';

const text = async (storage: Storage, key: string) => {
  const object = await storage.get(key);
  return object ? { type: object.contentType, size: object.size, body: await new Response(object.body).text() } : null;
};

const roundTrip = (storage: () => Storage) => {
  it('puts, gets and deletes an object', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.4 hello');
    await storage().put('files/abc/original.pdf', bytes, 'application/pdf');
    expect(await text(storage(), 'files/abc/original.pdf')).toEqual({ type: 'application/pdf', size: bytes.length, body: '%PDF-1.4 hello' });
    await storage().delete('files/abc/original.pdf');
    expect(await storage().get('files/abc/original.pdf')).toBeNull();
    await storage().delete('files/abc/original.pdf');
  });
  it('answers null for a key that was never written', async () => {
    expect(await storage().get('files/none/original.webp')).toBeNull();
  });
  it('refuses keys that could leave the root', async () => {
    for (const key of ['../secret', 'files/../../x', '/abs', 'files//x', '']) {
      await expect(storage().put(key, new Uint8Array(1), 'image/webp')).rejects.toThrow(/unsafe storage key/);
    }
  });
};

describe('local storage', () => {
  let dir: string;
  let storage: Storage;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'patili-storage-'));
    storage = createStorage({ kind: 'local', rootDir: dir });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  roundTrip(() => storage);
});

describe('S3 storage (against a loopback S3 stand-in)', () => {
  let server: Server;
  let storage: Storage;
  const objects = new Map<string, { type: string; body: Buffer }>();
  const unsigned: string[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      const auth = request.headers.authorization ?? '';
      // A SigV4 signature for our key, region and service must be on every request.
      if (!auth.startsWith('AWS4-HMAC-SHA256 Credential=test-key/') || !auth.includes('/eu-test/s3/aws4_request')) {
        unsigned.push(request.url ?? '');
        response.writeHead(403).end();
        return;
      }
      const path = decodeURIComponent(request.url ?? '');
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        if (request.method === 'PUT') {
          objects.set(path, { type: request.headers['content-type'] ?? '', body: Buffer.concat(chunks) });
          response.writeHead(200).end();
        } else if (request.method === 'GET') {
          const object = objects.get(path);
          if (!object) response.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
          else response.writeHead(200, { 'content-type': object.type, 'content-length': object.body.length }).end(object.body);
        } else if (request.method === 'DELETE') {
          objects.delete(path);
          response.writeHead(204).end();
        } else response.writeHead(405).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    storage = createStorage({
      kind: 's3',
      bucket: 'patili-test',
      endpoint: `http://127.0.0.1:${port}`,
      region: 'eu-test',
      accessKeyId: 'test-key',
      secretAccessKey: 'test-secret',
    });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  roundTrip(() => storage);
  it('signs every request and uses path-style bucket addresses', async () => {
    await storage.put('files/x/thumb.webp', new Uint8Array([1, 2, 3]), 'image/webp');
    expect(objects.has('/patili-test/files/x/thumb.webp')).toBe(true);
    expect(unsigned).toEqual([]);
  });
});
