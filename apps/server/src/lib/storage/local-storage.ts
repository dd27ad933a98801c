import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import { Readable } from 'node:stream';

import { assertSafeKey, type Storage } from './storage.ts';

/** Local files carry no metadata, so the type comes from the extension the app gave the key. */
const TYPE_BY_EXTENSION: Record<string, string> = {
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
};

/** Files under `rootDir` (by default DATA_DIR/uploads). Writes go through a temp file and a rename. */
export const createLocalStorage = (rootDir: string): Storage => {
  const pathOf = (key: string) => join(rootDir, assertSafeKey(key));
  return {
    kind: 'local',
    put: async (key, bytes) => {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temp = `${path}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temp, bytes);
      await rename(temp, path);
    },
    get: async (key) => {
      const path = pathOf(key);
      let size: number;
      try {
        const info = await stat(path);
        if (!info.isFile()) return null;
        size = info.size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      return {
        body: Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>,
        contentType: TYPE_BY_EXTENSION[extname(path).toLowerCase()] ?? 'application/octet-stream',
        size,
      };
    },
    delete: async (key) => {
      await rm(pathOf(key), { force: true });
    },
  };
};
