import { closeSync, fsyncSync, openSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The regular files under a folder (paths relative to it, sorted) and their total size; nothing
 * when the folder does not exist. A storage write in progress (`*.tmp`, renamed into place when
 * whole) is left out.
 */
export const listFiles = (root: string): { files: string[]; bytes: number } => {
  const files: string[] = [];
  let bytes = 0;
  const walk = (relative: string) => {
    let entries;
    try {
      entries = readdirSync(join(root, relative), { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' && relative === '') return;
      throw error;
    }
    for (const entry of entries) {
      const path = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile() && !entry.name.endsWith('.tmp')) {
        files.push(path);
        bytes += statSync(join(root, path)).size;
      }
    }
  };
  walk('');
  return { files: files.sort(), bytes };
};

/** Flushes a file or folder to disk (a folder: the names of what was created in it). */
export const syncPath = (path: string) => {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
};

/** Flushes every file and folder under `root` to disk, then `root` itself. */
export const syncTree = (root: string) => {
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    const path = join(root, entry.name);
    if (entry.isDirectory()) syncTree(path);
    else if (entry.isFile()) syncPath(path);
  }
  syncPath(root);
};

/** A size as a person reads it. */
export const formatBytes = (bytes: number): string => {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024 / 1024 / 1024).toFixed(2)} GB`;
};
