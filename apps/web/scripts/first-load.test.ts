import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { NAMESPACES } from '@patili/domain/i18n';
import { describe, expect, inject, it } from 'vitest';

import { catalogue as firstMessages } from '../src/lib/catalogues/tr-first';
import {
  FIRST_LOAD_BUDGET,
  FIRST_PAGES,
  firstLoadOf,
  formatFirstLoad,
  type FirstPage,
} from './first-load.ts';
import { WEB_ROOT } from './web-build.ts';

const dist = inject('firstLoadDist');
const REPO_ROOT = join(WEB_ROOT, '..', '..');
const pages = Object.keys(FIRST_PAGES) as FirstPage[];
const loads = Object.fromEntries(pages.map((page) => [page, firstLoadOf(dist, page)]));
const firstModules = [...new Set(Object.values(loads).flatMap((load) => load.modules))];

describe('the first load of the welcome and login pages (docs/performance.md)', () => {
  it.each(pages)('of the %s page stays within the budget of gzipped JavaScript and CSS', (page) => {
    const load = loads[page]!;
    // eslint-disable-next-line no-console -- the check's report: what each page loads and its weight
    console.log(formatFirstLoad(page, load));
    expect(load.jsBytes, `${page}: gzipped JavaScript`).toBeLessThanOrEqual(FIRST_LOAD_BUDGET.js);
    expect(load.cssBytes, `${page}: gzipped CSS`).toBeLessThanOrEqual(FIRST_LOAD_BUDGET.css);
  });

  it('carries the styles of every Mantine component it renders (app/styles/first-load.ts)', () => {
    const imported = readFileSync(join(WEB_ROOT, 'src/app/styles/first-load.ts'), 'utf8');
    const components = new Set(
      firstModules.flatMap(
        (module) =>
          /node_modules\/@mantine\/core\/esm\/(?:components|utils)\/(\w+)\//.exec(module)?.[1] ??
          [],
      ),
    );
    const styled = [...components].filter((name) =>
      existsSync(join(REPO_ROOT, `node_modules/@mantine/core/styles/${name}.css`)),
    );
    expect(styled.length).toBeGreaterThan(5);
    const missing = styled.filter(
      (name) => !imported.includes(`@mantine/core/styles/${name}.layer.css`),
    );
    expect(missing, 'add these to app/styles/first-load.ts').toEqual([]);
  });

  it('speaks only the namespaces bundled with it (lib/catalogues/tr-first.ts)', () => {
    const bundled = Object.keys(firstMessages);
    const used = firstModules
      .filter((module) => module.startsWith('apps/web/src/'))
      .flatMap((module) =>
        [...readFileSync(join(REPO_ROOT, module), 'utf8').matchAll(/['"`]([a-z]+):[\w.]+['"`]/g)]
          // A message key starts with a namespace; other such strings are no messages (an event
          // name: `vite:preloadError`).
          .filter((match) => (NAMESPACES as string[]).includes(match[1]!))
          .map((match) => `${match[1]!} (${module})`),
      );
    expect(used.length).toBeGreaterThan(5);
    expect(used.filter((entry) => !bundled.includes(entry.split(' ')[0]!))).toEqual([]);
  });
});
