// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import checkFile from 'eslint-plugin-check-file';
import drizzle from 'eslint-plugin-drizzle';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';

import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webSrc = 'apps/web/src';
const serverSrc = 'apps/server/src';

/** The feature folders of a workspace: each is a zone that may not import its siblings. */
const featuresOf = (src) =>
  readdirSync(new URL(`./${src}/features`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Zones that keep each feature to itself: it may import its own folder, never a sibling's. */
const featureZones = (src, message) =>
  featuresOf(src).map((feature) => ({
    target: `./${src}/features/${feature}`,
    from: `./${src}/features`,
    except: [`./${feature}`],
    message,
  }));

/**
 * A comment says the rule or the reason itself. A tracker number ("issue" and a number), a spec
 * section (a section sign and a number) or one of the design, stack and style documents kept
 * outside the repository (the names in the pattern) points at something nobody reading the code can
 * open. Decisions are cited by their file under docs/decisions/ and the architecture by
 * docs/architecture.md, which are in the repository.
 */
const TRACKER_CITATION = /\bissue\s+#?\d+|\bspec(\s+\d+)?\s*§|§\s*\d|\b(?:DESIGN|STACK|STYLE)\.md\b/i;

/**
 * Our own rules, defined here rather than published: eslint.config.test.ts proves each one fires.
 * @type {import('eslint').ESLint.Plugin}
 */
const patili = {
  meta: { name: 'patili' },
  rules: {
    'no-tracker-citation': {
      meta: {
        type: 'suggestion',
        docs: { description: 'Comments state the rule or the reason, not a tracker issue, a spec section or an outside design document.' },
        schema: [],
        messages: {
          citation: "Say the rule or the reason itself instead of '{{ citation }}': the issue tracker, the spec and the design documents DESIGN.md, STACK.md and STYLE.md are not in the repository.",
        },
      },
      create: (context) => ({
        Program: () => {
          for (const comment of context.sourceCode.getAllComments()) {
            const found = TRACKER_CITATION.exec(comment.value);
            if (found) context.report({ loc: comment.loc, messageId: 'citation', data: { citation: found[0] } });
          }
        },
      }),
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.tsbuild/**',
      'data/**',
      '**/coverage/**',
      'apps/server/src/db/migrations/**',
      // Generated from the API contract (npm run api:generate).
      'apps/web/src/lib/api/schema.ts',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'e2e/.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.ts', '*.js', 'packages/domain/vitest.config.ts'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX, 'check-file': checkFile, patili },
    settings: {
      // import-x reads TypeScript modules too (no-cycle follows them), through this resolver: without
      // one every import-x rule silently checks nothing. eslint.config.test.ts proves both.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/web/tsconfig.json', 'apps/server/tsconfig.json', 'packages/domain/tsconfig.json', 'e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/only-throw-error': 'error',
      'no-console': 'error',
      'import-x/no-duplicates': 'error',
      'patili/no-tracker-citation': 'error',
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { 'apps/*/src/**/': 'KEBAB_CASE', 'packages/*/src/**/': 'KEBAB_CASE' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through apps/server/src/env.ts (loadEnv), not process.env.',
        },
        {
          // Hono's `c.var` getter builds a new object of every request variable on each read.
          selector: "MemberExpression[object.type='Identifier'][property.name='var']",
          message: "Read a request variable with c.get('name'): c.var copies every variable into a new object on each read.",
        },
      ],
    },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // The one reader of the environment, and tool configs that run outside the app.
    files: ['apps/server/src/env.ts', '**/*.config.ts', 'e2e/**/*.ts', 'apps/server/bench/**', '.ci/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Browser tests wait for what a user waits for, never for a fixed time, and take `test` from
    // support/fixtures.ts (each worker's own server, its address and the test clock).
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/support/fixtures.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message: 'Wait for what the user waits for (a response, a toast, a state), or move the time with the clock fixture; never for a fixed time.',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Take test from support/fixtures.ts: it gives each worker its own server and the test clock.",
            },
          ],
        },
      ],
    },
  },
  {
    // Tests may use loose JSON bodies.
    files: ['**/*.test.ts', '**/*.test.tsx', 'apps/server/test/**', 'e2e/**'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // packages/domain is pure: no I/O, no frameworks, no clock (time is a parameter).
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'fs', 'path', 'crypto'], message: 'packages/domain is pure: no Node APIs.' },
            { group: ['react', 'react-*', '@mantine/*', 'hono', 'hono/*', '@hono/*', 'drizzle-orm', 'drizzle-orm/*', 'better-auth', 'better-auth/*', 'pg', '@electric-sql/*'], message: 'packages/domain is pure: no frameworks or databases.' },
            { group: ['@patili/*'], message: 'packages/domain imports nothing of ours: the apps import it, never the reverse.' },
          ],
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        { zones: [{ target: './packages/domain', from: ['./apps', './e2e'], message: 'packages/domain imports nothing of ours: the apps import it, never the reverse.' }] },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: 'Pass the time in; domain rules do not read the clock.' },
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Pass the time in; domain rules do not read the clock.' },
        { selector: "MemberExpression[object.name='process']", message: 'packages/domain is pure.' },
      ],
    },
  },
  {
    // Server: drizzle updates and deletes always have a where.
    files: ['apps/server/**/*.ts'],
    plugins: { drizzle },
    rules: {
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
    },
  },
  {
    // Server zones (docs/architecture.md): features never import each other or the app; they reach
    // shared code only through lib/ and db/, which import neither features nor the app.
    files: [`${serverSrc}/**/*.ts`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones(serverSrc, 'Features never import other features: share through lib/ or db/, or hand it over through the feature registry (lib/feature.ts, features/index.ts).'),
            {
              target: `./${serverSrc}/features`,
              from: [`./${serverSrc}/app.ts`, `./${serverSrc}/deps.ts`, `./${serverSrc}/server.ts`, `./${serverSrc}/index.ts`, `./${serverSrc}/seed`],
              message: 'Features do not import the app layer.',
            },
            {
              target: [`./${serverSrc}/lib`, `./${serverSrc}/db`],
              from: [`./${serverSrc}/features`, `./${serverSrc}/app.ts`, `./${serverSrc}/deps.ts`, `./${serverSrc}/server.ts`, `./${serverSrc}/index.ts`, `./${serverSrc}/seed`],
              message: 'Shared code (lib/, db/) imports neither features nor the app.',
            },
          ],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: [`${webSrc}/**/*.{ts,tsx}`],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Features never import features or the app; shared code imports neither.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones(webSrc, 'Features never import other features; compose them in app/routes.'),
            { target: `./${webSrc}/features`, from: `./${webSrc}/app`, message: 'Features do not import the app layer.' },
            {
              target: [`./${webSrc}/components`, `./${webSrc}/lib`, `./${webSrc}/testing/setup.ts`],
              from: [`./${webSrc}/features`, `./${webSrc}/app`],
              message: 'Shared code imports neither features nor the app.',
            },
          ],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: [`${webSrc}/testing/**`],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  prettier,
);
