// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import checkFile from 'eslint-plugin-check-file';
import drizzle from 'eslint-plugin-drizzle';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';

import globals from 'globals';
import tseslint from 'typescript-eslint';

const webSrc = 'apps/web/src';
/** Every web feature folder: each is a zone that may not import its siblings. */
const webFeatures = readdirSync(new URL(`./${webSrc}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/coverage/**',
      'apps/server/src/db/migrations/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
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
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: { 'import-x/resolver-next': [] },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/only-throw-error': 'error',
      'no-console': 'error',
      'import-x/no-duplicates': 'error',
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
          ],
        },
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
    files: [`${webSrc}/**/*.{ts,tsx}`],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Features never import features or the app; shared code imports neither (STYLE.md §2).
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webFeatures.map((feature) => ({
              target: `./${webSrc}/features/${feature}`,
              from: `./${webSrc}/features`,
              except: [`./${feature}`],
              message: 'Features never import other features; compose them in app/routes.',
            })),
            { target: `./${webSrc}/features`, from: `./${webSrc}/app`, message: 'Features do not import the app layer.' },
            {
              target: [`./${webSrc}/components`, `./${webSrc}/lib`, `./${webSrc}/testing/setup.ts`],
              from: [`./${webSrc}/features`, `./${webSrc}/app`],
              message: 'Shared code imports neither features nor the app.',
            },
          ],
        },
      ],
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: [`${webSrc}/testing/**`],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  prettier,
);
