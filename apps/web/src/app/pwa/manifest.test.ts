import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { theme } from '../theme';

/** apps/web, where the page, its public files and the manifest live. */
const WEB = join(import.meta.dirname, '..', '..', '..');
const read = (path: string) => readFileSync(join(WEB, path));

type Icon = { src: string; sizes: string; type: string; purpose?: string };
const manifest = JSON.parse(read('public/manifest.webmanifest').toString('utf8')) as Record<string, unknown> & {
  icons: Icon[];
};
const page = read('index.html').toString('utf8');

/** A PNG's width and height, from its header. */
const pngSize = (bytes: Buffer) => `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;

describe('the web manifest (public/manifest.webmanifest)', () => {
  it('names the app in Turkish and opens it where it is served, standalone', () => {
    expect(manifest).toMatchObject({
      name: 'Patili',
      short_name: 'Patili',
      lang: 'tr',
      start_url: './',
      scope: './',
      display: 'standalone',
    });
    expect(manifest.description).toMatch(/bakıcı, veteriner/);
  });

  it("takes the theme's primary colour, as the page's theme-color does", () => {
    const primary = theme.colors?.patili?.[8];
    expect(primary).toBe('#c2410c');
    expect(manifest.theme_color).toBe(primary);
    expect(page).toContain(`<meta name="theme-color" content="${primary}" />`);
  });

  it('has PNG icons of 192 and 512 pixels and a maskable one, each of the size it says', () => {
    const bySize = (sizes: string, purpose: string) =>
      manifest.icons.find((icon) => icon.sizes === sizes && (icon.purpose ?? 'any') === purpose);
    expect(bySize('192x192', 'any')).toBeDefined();
    expect(bySize('512x512', 'any')).toBeDefined();
    expect(bySize('512x512', 'maskable')).toBeDefined();
    for (const icon of manifest.icons) {
      expect(icon.type).toBe('image/png');
      expect(pngSize(read(`public/${icon.src}`)), icon.src).toBe(icon.sizes);
    }
  });

  it('is linked from the page, with an icon for the home screens that read no manifest', () => {
    expect(page).toContain('<link rel="manifest" href="./manifest.webmanifest" />');
    const touchIcon = /<link rel="apple-touch-icon" href="\.\/([^"]+)" \/>/.exec(page)?.[1];
    expect(touchIcon).toBeDefined();
    expect(pngSize(read(`public/${touchIcon!}`))).toBe('180x180');
  });
});

describe('the offline page (public/offline.html)', () => {
  it('says it in Turkish and in English, without a script', () => {
    const offline = read('public/offline.html').toString('utf8');
    expect(offline).toContain('<html lang="tr">');
    expect(offline).toContain('İnternet bağlantısı yok');
    expect(offline).toContain('<section lang="en">');
    expect(offline).toContain('You are offline');
    expect(offline).not.toMatch(/<script/i);
  });
});
