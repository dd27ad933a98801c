import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { strFromU8, unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';

import { createLocalStorage } from '../../lib/storage/local-storage.ts';
import { archiveName, buildExportArchive } from './export-archive.ts';

const root = mkdtempSync(join(tmpdir(), 'patili-export-'));
const storage = createLocalStorage(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the export archive', () => {
  it('keeps names inside their folder and readable', () => {
    expect(archiveName('../../etc/passwd')).toBe('-..-etc-passwd');
    expect(archiveName('Pamuk ğüş.webp')).toBe('Pamuk ğüş.webp');
    expect(archiveName('a\u0000b\nc.pdf')).toBe('a-b-c.pdf');
    expect(archiveName('...')).toBe('file');
    expect(archiveName('')).toBe('file');
  });

  it('holds a JSON file per area, the files under their area, a README and an index', async () => {
    const big = new Uint8Array(200 * 1024).map((_, index) => index % 251);
    await storage.put('files/a/original.webp', big, 'image/webp');
    await storage.put('files/b/original.webp', new Uint8Array([1, 2, 3]), 'image/webp');
    const preparedAt = new Date('2026-12-07T20:30:00.000Z');
    const { bytes, summary } = await buildExportArchive({
      storage,
      readme: 'Merhaba',
      preparedAt,
      sections: [
        { area: 'pets', data: [{ name: 'Pamuk' }], files: [{ storageKey: 'files/a/original.webp', name: 'pamuk.webp' }, { storageKey: 'files/b/original.webp', name: 'pamuk.webp' }] },
        { area: 'messages', data: [] },
        { area: 'gone', data: null, files: [{ storageKey: 'files/missing/original.webp', name: 'x.webp' }] },
      ],
    });
    const entries = unzipSync(bytes);
    expect(Object.keys(entries).sort()).toEqual(['README.txt', 'files/pets/pamuk-2.webp', 'files/pets/pamuk.webp', 'gone.json', 'index.json', 'messages.json', 'pets.json']);
    expect(strFromU8(entries['README.txt']!)).toBe('Merhaba');
    expect(JSON.parse(strFromU8(entries['pets.json']!))).toEqual([{ name: 'Pamuk' }]);
    expect(entries['files/pets/pamuk.webp']).toEqual(big);
    expect(entries['files/pets/pamuk-2.webp']).toEqual(new Uint8Array([1, 2, 3]));
    expect(summary).toEqual({ areas: ['pets', 'messages', 'gone'], files: ['files/pets/pamuk.webp', 'files/pets/pamuk-2.webp'], missingFiles: 1 });
    expect(JSON.parse(strFromU8(entries['index.json']!))).toEqual({ preparedAt: preparedAt.toISOString(), areas: summary.areas, files: summary.files });
  });
});
