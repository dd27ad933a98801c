import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

import type { ExportSection } from '../../lib/privacy.ts';
import type { Storage } from '../../lib/storage/storage.ts';

/**
 * The export's ZIP: `README.txt`, `index.json` (the areas and files it holds), one `<area>.json` per
 * section and the user's files under `files/<area>/`. Built in pieces of 64 kB with a turn of the
 * event loop between them, so preparing a large export never stalls the requests being answered.
 * Files are stored as they are (images and PDFs are compressed already); JSON is deflated.
 */

const PIECE = 64 * 1024;
const encoder = new TextEncoder();

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A name inside the archive: no folders, no dot-only parts, at most 120 characters. */
export const archiveName = (name: string): string => {
  const cleaned = [...name.normalize('NFC')]
    .map((char) => (char.charCodeAt(0) < 0x20 ? '-' : char))
    .join('')
    .replace(/[/\\:*?"<>|]+/g, '-')
    .replace(/^\.+/, '')
    .trim()
    .slice(-120);
  return cleaned === '' ? 'file' : cleaned;
};

/** Keeps names unique within a folder: `photo.webp`, `photo-2.webp`, … */
const uniqueIn = (taken: Set<string>, name: string): string => {
  if (!taken.has(name)) {
    taken.add(name);
    return name;
  }
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let n = 2; ; n += 1) {
    const candidate = `${stem}-${n}${extension}`;
    if (!taken.has(candidate)) {
      taken.add(candidate);
      return candidate;
    }
  }
};

export type ArchiveSummary = { areas: string[]; files: string[]; missingFiles: number };

export const buildExportArchive = async ({
  sections,
  storage,
  readme,
  preparedAt,
}: {
  sections: readonly ExportSection[];
  storage: Storage;
  readme: string;
  preparedAt: Date;
}): Promise<{ bytes: Uint8Array; summary: ArchiveSummary }> => {
  const chunks: Uint8Array[] = [];
  const state: { failure: Error | null; ended: boolean } = { failure: null, ended: false };
  const zip = new Zip((error, chunk, final) => {
    if (error) state.failure = error;
    else chunks.push(chunk);
    if (final) state.ended = true;
  });

  const addEntry = async (name: string, pieces: AsyncIterable<Uint8Array> | Iterable<Uint8Array>, compress: boolean) => {
    const entry = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
    entry.mtime = preparedAt;
    zip.add(entry);
    for await (const piece of pieces) {
      for (let offset = 0; offset < piece.length; offset += PIECE) {
        entry.push(piece.subarray(offset, offset + PIECE));
        await nextTurn();
      }
    }
    entry.push(new Uint8Array(0), true);
    if (state.failure) throw state.failure;
  };
  const addText = (name: string, text: string) => addEntry(name, [encoder.encode(text)], true);

  const summary: ArchiveSummary = { areas: [], files: [], missingFiles: 0 };
  const fileNames = new Map<string, Set<string>>();
  const fileEntries: { area: string; name: string; storageKey: string }[] = [];
  for (const section of sections) {
    const area = archiveName(section.area);
    summary.areas.push(area);
    const taken = fileNames.get(area) ?? new Set<string>();
    fileNames.set(area, taken);
    for (const file of section.files ?? []) fileEntries.push({ area, name: uniqueIn(taken, archiveName(file.name)), storageKey: file.storageKey });
  }

  await addText('README.txt', readme);
  for (const section of sections) await addText(`${archiveName(section.area)}.json`, JSON.stringify(section.data, null, 2));
  for (const file of fileEntries) {
    const object = await storage.get(file.storageKey);
    if (!object) {
      summary.missingFiles += 1;
      continue;
    }
    const path = `files/${file.area}/${file.name}`;
    await addEntry(path, object.body, false);
    summary.files.push(path);
  }
  await addText('index.json', JSON.stringify({ preparedAt: preparedAt.toISOString(), areas: summary.areas, files: summary.files }, null, 2));
  zip.end();
  if (state.failure) throw state.failure;
  if (!state.ended) throw new Error('the export archive did not finish');

  const size = chunks.reduce((total, chunk) => total + chunk.length, 0);
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return { bytes, summary };
};
