import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { useTestApp } from '../../test/setup-app.ts';
import { COMPRESS_MIN_BYTES, pickEncoding } from './compression.ts';

const testApp = useTestApp();

const get = (path: string, acceptEncoding?: string, method = 'GET') =>
  testApp.app.request(`http://localhost:3000${path}`, {
    method,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('JSON answers of the API', () => {
  it('go out brotli-encoded when the browser takes brotli, and decode to the same document', async () => {
    const plain = await get('/api/openapi.json');
    const document = await plain.text();
    expect(document.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);

    const compressed = await get('/api/openapi.json', 'gzip, deflate, br, zstd');
    expect(compressed.status).toBe(200);
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(compressed.headers.get('content-length')).toBeNull();
    expect(compressed.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(compressed.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await bytesOf(compressed);
    expect(body.length).toBeLessThan(document.length / 3);
    expect(brotliDecompressSync(body).toString('utf8')).toBe(document);
  });

  it('go out gzip-encoded when the browser takes gzip but not brotli', async () => {
    const document = await (await get('/api/openapi.json')).text();
    for (const accept of ['gzip', 'gzip, deflate', 'br;q=0, gzip;q=0.8', 'gzip;q=1, br;q=0.5']) {
      const response = await get('/api/openapi.json', accept);
      expect(response.headers.get('content-encoding'), accept).toBe('gzip');
      expect(gunzipSync(await bytesOf(response)).toString('utf8'), accept).toBe(document);
    }
  });

  it('stay as they are for a client that takes no encoding we offer', async () => {
    for (const accept of ['', 'identity', 'deflate', 'zstd', 'br;q=0, gzip;q=0', '*;q=0']) {
      const response = await get('/api/openapi.json', accept);
      expect(response.headers.get('content-encoding'), accept).toBeNull();
      expect(JSON.parse(await response.text()), accept).toHaveProperty('openapi');
    }
  });

  it('stay as they are below the size where encoding pays, and for HEAD requests', async () => {
    const small = await get('/api/accounts/session', 'gzip, deflate, br');
    expect(small.status).toBe(200);
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ user: null });

    const head = await get('/api/openapi.json', 'br', 'HEAD');
    expect(head.headers.get('content-encoding')).toBeNull();
  });

  it('include error answers, which keep their status and message', async () => {
    const response = await get(`/api/no-such-route?${'q'.repeat(10)}`, 'br');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('other answers under /api', () => {
  it('are left alone: the API reference page is HTML', async () => {
    const response = await get('/api/docs', 'gzip, deflate, br');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-encoding')).toBeNull();
  });
});

describe('choosing the encoding', () => {
  it('prefers brotli, then gzip, by the q-values and the wildcard of Accept-Encoding', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('br')).toBe('br');
    expect(pickEncoding('GZIP')).toBe('gzip');
    expect(pickEncoding('gzip;q=1.0, br;q=0.9')).toBe('gzip');
    expect(pickEncoding('br;q=0.9, gzip;q=0.9')).toBe('br');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('gzip;q=0, *;q=0.5')).toBe('br');
    expect(pickEncoding('br;q=0, *')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding('br;q=nonsense')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});
