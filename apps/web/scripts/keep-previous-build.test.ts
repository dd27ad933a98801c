import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { build } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { keepPreviousBuild } from './keep-previous-build.ts';
import { precompress } from './precompress.ts';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'patili-keep-previous-'));
  await mkdir(join(root, 'public'));
  await writeFile(
    join(root, 'index.html'),
    '<!doctype html><script type="module" src="./main.js"></script>',
  );
  await writeFile(join(root, 'main.js'), "void import('./screen.js');\n");
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

/** A build of a page whose lazy screen says `text`, with the app's plugins and folder rules. */
const buildWith = async (text: string, publicFiles: string[] = []) => {
  // Over 1 KiB, so precompress writes `.br` and `.gz` copies of it.
  await writeFile(
    join(root, 'screen.js'),
    `export default ${JSON.stringify(text.repeat(2000))};\n`,
  );
  await rm(join(root, 'public'), { recursive: true, force: true });
  await mkdir(join(root, 'public'));
  for (const file of publicFiles) await writeFile(join(root, 'public', file), file);
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    base: './',
    plugins: [keepPreviousBuild(), precompress()],
    build: { outDir: 'dist', emptyOutDir: false, minify: false },
  });
  const assets = await readdir(join(root, 'dist', 'assets'));
  return { assets, screen: assets.filter((file) => /^screen-[\w-]+\.js$/.test(file)) };
};

describe('a build (scripts/keep-previous-build.ts)', () => {
  it('keeps the previous build’s assets, and only those of the one before', async () => {
    const first = await buildWith('a');
    expect(first.screen).toHaveLength(1);
    const [screenA] = first.screen;
    const compressedA = join(root, 'dist', 'assets', `${screenA!}.br`);
    const compressedAt = (await stat(compressedA)).mtimeMs;

    const second = await buildWith('b');
    expect(second.screen).toHaveLength(2);
    expect(second.assets).toEqual(
      expect.arrayContaining([screenA, `${screenA}.br`, `${screenA}.gz`]),
    );
    // Left as it was: not compressed again.
    expect((await stat(compressedA)).mtimeMs).toBe(compressedAt);
    const [screenB] = second.screen.filter((file) => file !== screenA);

    const third = await buildWith('c');
    expect(third.screen).toHaveLength(2);
    expect(third.assets).toContain(screenB);
    expect(third.assets.filter((file) => file.startsWith(screenA!))).toEqual([]);
  });

  it('leaves no public file the sources no longer have', async () => {
    await buildWith('a', ['old.txt', 'kept.txt']);
    expect(existsSync(join(root, 'dist', 'old.txt'))).toBe(true);
    await buildWith('b', ['kept.txt']);
    expect(existsSync(join(root, 'dist', 'old.txt'))).toBe(false);
    expect(existsSync(join(root, 'dist', 'kept.txt'))).toBe(true);
    expect(existsSync(join(root, 'dist', 'index.html'))).toBe(true);
  });
});
