import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { NAMESPACES } from '@patili/domain/i18n';
import { afterEach, describe, expect, it } from 'vitest';

import { readCatalogueLayout, RESOURCES_FILE, resourcesText } from '../../scripts/locales.ts';
import { localeFromHeader } from './i18n.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A locales folder holding these files, each `{}`. */
const catalogueWith = (files: Record<string, string[]>) => {
  const dir = mkdtempSync(join(tmpdir(), 'patili-locales-'));
  folders.push(dir);
  for (const [locale, namespaces] of Object.entries(files)) {
    mkdirSync(join(dir, locale));
    for (const namespace of namespaces) writeFileSync(join(dir, locale, `${namespace}.json`), '{}');
  }
  return dir;
};

describe('the message catalogue', () => {
  it('is indexed whole by the domain (else run npm run i18n:generate)', () => {
    const layout = readCatalogueLayout();
    expect(layout.locales).toEqual(['en', 'tr']);
    expect(NAMESPACES.length).toBeGreaterThan(20);
    expect(
      resourcesText(layout) === readFileSync(RESOURCES_FILE, 'utf8'),
      'packages/domain/src/i18n/resources.ts is stale: run npm run i18n:generate',
    ).toBe(true);
  });

  it('takes a namespace from its files alone, and refuses one a locale lacks', () => {
    const text = resourcesText(
      readCatalogueLayout(catalogueWith({ tr: ['pets', 'common'], en: ['common', 'pets'] })),
    );
    expect(text).toContain("import trPets from '../locales/tr/pets.json' with { type: 'json' };");
    expect(text).toContain('    pets: enPets,');
    expect(() =>
      readCatalogueLayout(catalogueWith({ tr: ['common', 'pets'], en: ['common'] })),
    ).toThrow('locales/en has no pets.json');
    expect(() =>
      readCatalogueLayout(catalogueWith({ tr: ['lost-found'], en: ['lost-found'] })),
    ).toThrow('one lowercase word');
  });
});

describe('the request language', () => {
  it('is the first supported language of Accept-Language, else Turkish', () => {
    expect(localeFromHeader('en-GB,en;q=0.9,tr;q=0.8')).toBe('en');
    expect(localeFromHeader('de-DE,tr;q=0.5')).toBe('tr');
    expect(localeFromHeader('de-DE')).toBe('tr');
    expect(localeFromHeader(undefined)).toBe('tr');
  });
});
