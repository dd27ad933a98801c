import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The boundary rules must fire. Each probe is linted as if it were the named file (the imports it
 * names are real files, so the resolver has something to resolve); a crossing import must be
 * reported and a permitted one must not. Type-aware rules are switched off for the probes: they
 * need no type information, and parsing without it keeps this fast.
 */
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: import.meta.dirname, overrideConfig: [tseslint.configs.disableTypeChecked] });
});

const ruleIdsOf = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  const fatal = result?.messages.find((message) => message.fatal);
  if (fatal) throw new Error(`${filePath}: ${fatal.message}`);
  return (result?.messages ?? []).map((message) => message.ruleId);
};

const crossing = 'import-x/no-restricted-paths';

describe('import boundaries (docs/architecture.md)', () => {
  it.each([
    ['a web feature importing another feature', 'apps/web/src/features/pets/probe.ts', "import { useSignOut } from '../auth/api/sign-out';\nexport const probe = useSignOut;\n"],
    ['a web feature importing the app', 'apps/web/src/features/pets/probe.ts', "import { SCREENS } from '../../app/screens';\nexport const probe = SCREENS;\n"],
    ['web shared code importing a feature', 'apps/web/src/components/layout/probe.ts', "import { usePets } from '../../features/pets/api/list-pets';\nexport const probe = usePets;\n"],
    ['a server feature importing another feature', 'apps/server/src/features/pets/probe.ts', "import { providersRouter } from '../providers/providers.router.ts';\nexport const probe = providersRouter;\n"],
    ['a server feature importing the app', 'apps/server/src/features/pets/probe.ts', "import { createApp } from '../../app.ts';\nexport const probe = createApp;\n"],
    ['server lib importing a feature', 'apps/server/src/lib/probe.ts', "import { petsRouter } from '../features/pets/pets.router.ts';\nexport const probe = petsRouter;\n"],
    ['the server db importing a feature', 'apps/server/src/db/probe.ts', "import { petsRouter } from '../features/pets/pets.router.ts';\nexport const probe = petsRouter;\n"],
    ['the domain importing an app', 'packages/domain/src/pets/probe.ts', "import { newId } from '../../../../apps/server/src/db/ids.ts';\nexport const probe = newId;\n"],
  ])('reports %s', async (_name, filePath, code) => {
    expect(await ruleIdsOf(filePath, code)).toContain(crossing);
  });

  it.each([
    ['a web feature importing its own files and lib', 'apps/web/src/features/pets/probe.ts', "import { api } from '../../../lib/api-client';\nimport { usePets } from './api/list-pets';\nexport const probe = [api, usePets];\n"],
    ['a web screen composing features', 'apps/web/src/app/routes/probe.ts', "import { useSignOut } from '../../features/auth/api/sign-out';\nimport { usePets } from '../../features/pets/api/list-pets';\nexport const probe = [useSignOut, usePets];\n"],
    ['a server feature importing lib and db', 'apps/server/src/features/pets/probe.ts', "import { newId } from '../../db/ids.ts';\nimport { attachFiles } from '../../lib/files/files.ts';\nexport const probe = [newId, attachFiles];\n"],
    ['the server app listing features', 'apps/server/src/probe.ts', "import { ROUTERS } from './features/index.ts';\nexport const probe = ROUTERS;\n"],
  ])('allows %s', async (_name, filePath, code) => {
    expect(await ruleIdsOf(filePath, code)).not.toContain(crossing);
  });

  it('reports an import cycle', async () => {
    // lib/api-client imports lib/i18n; an i18n that imports api-client closes the circle.
    const ids = await ruleIdsOf('apps/web/src/lib/i18n.ts', "import { api } from './api-client';\nexport const probe = api;\n");
    expect(ids).toContain('import-x/no-cycle');
  });
});

describe('browser tests (e2e)', () => {
  it('refuse a fixed wait in a spec or a helper', async () => {
    const code = "import type { Page } from '@playwright/test';\nexport const probe = (page: Page) => page.waitForTimeout(300);\n";
    expect(await ruleIdsOf('e2e/specs/owner/probe.spec.ts', code)).toContain('no-restricted-syntax');
    expect(await ruleIdsOf('e2e/support/probe.ts', code)).toContain('no-restricted-syntax');
  });

  it('take test from support/fixtures.ts, which alone extends Playwright’s', async () => {
    const fromPlaywright = "import { test } from '@playwright/test';\nexport const probe = test;\n";
    expect(await ruleIdsOf('e2e/specs/owner/probe.spec.ts', fromPlaywright)).toContain('no-restricted-imports');
    expect(await ruleIdsOf('e2e/support/fixtures.ts', fromPlaywright)).not.toContain('no-restricted-imports');
    const fromFixtures = "import { expect } from '@playwright/test';\nimport { test } from '../../support/fixtures.ts';\nexport const probe = [test, expect];\n";
    expect(await ruleIdsOf('e2e/specs/owner/probe.spec.ts', fromFixtures)).not.toContain('no-restricted-imports');
  });
});

describe('comments (patili/no-tracker-citation)', () => {
  const citation = 'patili/no-tracker-citation';
  // The probes' citations are put together here, so this file itself cites nothing.
  const issue = (n: string) => ['issue', n].join(' ');
  const section = (n: string) => `\u00a7${n}`;

  it.each([
    ['an issue number in a line comment', 'packages/domain/src/pets/probe.ts', `// see ${issue('12')}\nexport const probe = 1;\n`],
    ['a spec section in a doc comment', 'apps/server/src/features/pets/probe.ts', `/** The roles the select offers (spec 2 ${section('6')}). */\nexport const probe = 1;\n`],
    ['a bare section sign in a JSX comment', 'apps/web/src/features/pets/components/probe.tsx', `export const Probe = () => (\n  <div>\n    {/* the ${section('9')} score */}\n  </div>\n);\n`],
    ['a tracker citation in an e2e helper', 'e2e/support/probe.ts', `/* I${issue('#4').slice(1)} asked for this. */\nexport const probe = 1;\n`],
    ['a design document outside the repository', 'apps/server/src/lib/probe.ts', '/** Tells the users (DESIGN.md "notifications"). */\nexport const probe = 1;\n'],
  ])('reports %s', async (_name, filePath, code) => {
    expect(await ruleIdsOf(filePath, code)).toContain(citation);
  });

  it('stays quiet on a comment that says the rule, and on code that only mentions the words', async () => {
    const code = `// Only a vet adds a vaccination record; decision 011 says why.\nexport const probe = '${issue('12')}';\n`;
    expect(await ruleIdsOf('packages/domain/src/pets/probe.ts', code)).not.toContain(citation);
  });
});
