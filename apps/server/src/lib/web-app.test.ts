import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

import { afterAll, describe, expect, it } from 'vitest';

import { useTestApp } from '../../test/setup-app.ts';

/** A built web app as the web build leaves it: text files with their `.br` and `.gz` beside them. */
const webDist = mkdtempSync(join(tmpdir(), 'patili-web-dist-'));
const script = `console.log(${JSON.stringify('Patili '.repeat(400))});`;
const indexHtml = `<!doctype html><html lang="tr"><head><title>Patili</title></head><body><div id="root"></div>${'<!-- -->'.repeat(200)}</body></html>`;
mkdirSync(join(webDist, 'assets'));
const withVariants = (path: string, content: string) => {
  writeFileSync(join(webDist, path), content);
  writeFileSync(join(webDist, `${path}.br`), brotliCompressSync(content));
  writeFileSync(join(webDist, `${path}.gz`), gzipSync(content));
};
withVariants('index.html', indexHtml);
withVariants('assets/index-abc123.js', script);
writeFileSync(join(webDist, 'assets/tiny-def456.js'), 'export{};');
// The service worker and the web manifest the build writes at the root, beside index.html.
const worker = `self.addEventListener('fetch', () => {});${'/* precache */'.repeat(200)}`;
withVariants('sw.js', worker);
writeFileSync(join(webDist, 'manifest.webmanifest'), JSON.stringify({ name: 'Patili' }));
mkdirSync(join(webDist, '.vite'));
writeFileSync(join(webDist, '.vite/manifest.json'), '{}');

const testApp = useTestApp({ config: { webDist } });
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const get = (path: string, acceptEncoding?: string) =>
  testApp.app.request(`http://localhost:3000${path}`, {
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('the built web app', () => {
  it('sends an asset brotli-encoded, from the file the build wrote, when the browser takes brotli', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = await bytesOf(response);
    expect(Number(response.headers.get('content-length'))).toBe(body.length);
    expect(brotliDecompressSync(body).toString('utf8')).toBe(script);
  });

  it('sends gzip to a browser without brotli, and the plain file to one that takes neither', async () => {
    const gzipped = await get('/assets/index-abc123.js', 'gzip, deflate');
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytesOf(gzipped)).toString('utf8')).toBe(script);

    for (const accept of [undefined, 'identity']) {
      const plain = await get('/assets/index-abc123.js', accept);
      expect(plain.headers.get('content-encoding'), accept).toBeNull();
      expect(await plain.text(), accept).toBe(script);
    }
  });

  it('sends a file the build did not compress (too small to gain) as it is', async () => {
    const response = await get('/assets/tiny-def456.js', 'gzip, deflate, br');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toBe('export{};');
  });

  it('keeps Vite\'s own records (the manifest, the build stamp) from browsers', async () => {
    const response = await get('/.vite/manifest.json');
    expect(response.status).toBe(404);
  });

  it('answers 404 for an asset that is not in this build (a tab open across a deploy), not the page', async () => {
    const response = await get('/assets/index-old999.js', 'br');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).not.toMatch(/html/);
  });

  it('sends the page compressed and never from a stale cache, at / and at any other path', async () => {
    const root = await get('/', 'gzip, deflate, br');
    expect(root.headers.get('content-encoding')).toBe('br');
    expect(root.headers.get('cache-control')).toBe('no-cache');
    expect(brotliDecompressSync(await bytesOf(root)).toString('utf8')).toBe(indexHtml);

    const other = await get('/some/where', 'gzip, deflate, br');
    expect(other.status).toBe(200);
    expect(other.headers.get('cache-control')).toBe('no-cache');
    expect(await other.text()).toBe(indexHtml);
  });

  it('sends the service worker and the web manifest never from a stale cache, the worker compressed', async () => {
    const sw = await get('/sw.js', 'gzip, deflate, br');
    expect(sw.status).toBe(200);
    expect(sw.headers.get('content-type')).toMatch(/javascript/);
    expect(sw.headers.get('content-encoding')).toBe('br');
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    expect(brotliDecompressSync(await bytesOf(sw)).toString('utf8')).toBe(worker);

    const manifest = await get('/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(await manifest.json()).toEqual({ name: 'Patili' });
  });

  it("lets the page register its own service worker and read its own manifest, and no other's", async () => {
    const policy = (await get('/')).headers.get('content-security-policy') ?? '';
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("manifest-src 'self'");
    expect(policy).toContain("script-src 'self'");
  });
});
