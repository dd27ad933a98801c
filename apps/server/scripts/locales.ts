import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The message catalogue: `<locale>/<namespace>.json`, one namespace per file. */
export const LOCALES_DIR = fileURLToPath(
  new URL('../../../packages/domain/src/locales', import.meta.url),
);

/**
 * The domain's index of that folder, generated: the domain reads no files, and static imports let
 * TypeScript check every `MessageKey` against the Turkish JSON.
 */
export const RESOURCES_FILE = fileURLToPath(
  new URL('../../../packages/domain/src/i18n/resources.ts', import.meta.url),
);

/** A namespace is one lowercase word: it starts every key (`pets:…`), and the web's checks find keys by it. */
const NAMESPACE_NAME = /^[a-z]+$/;

/** The locales (folders) and namespaces (files) of the catalogue; every locale must have the same files. */
export const readCatalogueLayout = (dir: string = LOCALES_DIR) => {
  const locales = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const namespacesOf = (locale: string) =>
    readdirSync(`${dir}/${locale}`)
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.slice(0, -'.json'.length))
      .sort();
  const namespaces = [...new Set(locales.flatMap(namespacesOf))].sort();
  for (const locale of locales) {
    const missing = namespaces.filter((namespace) => !namespacesOf(locale).includes(namespace));
    if (missing.length > 0)
      throw new Error(
        `locales/${locale} has no ${missing.map((namespace) => `${namespace}.json`).join(', ')}`,
      );
  }
  const badNames = namespaces.filter((namespace) => !NAMESPACE_NAME.test(namespace));
  if (badNames.length > 0)
    throw new Error(`a namespace is one lowercase word: rename ${badNames.join(', ')}`);
  return { locales, namespaces };
};

const identifier = (locale: string, namespace: string) =>
  `${locale}${namespace[0]!.toUpperCase()}${namespace.slice(1)}`;

/** The text of `resources.ts` for a catalogue layout. */
export const resourcesText = ({
  locales,
  namespaces,
}: {
  locales: string[];
  namespaces: string[];
}) => {
  const imports = locales.flatMap((locale) =>
    namespaces.map(
      (namespace) =>
        `import ${identifier(locale, namespace)} from '../locales/${locale}/${namespace}.json' with { type: 'json' };`,
    ),
  );
  const entries = locales.flatMap((locale) => [
    `  ${locale}: {`,
    ...namespaces.map((namespace) => `    ${namespace}: ${identifier(locale, namespace)},`),
    '  },',
  ]);
  return [
    '// Generated from ../locales by `npm run i18n:generate` (apps/server/scripts/locales.ts); do not',
    '// edit. A namespace is a file in every locale folder: add `locales/{tr,en}/<namespace>.json` and',
    '// run the command again (the server test `lib/i18n.test.ts` fails until it is).',
    ...imports,
    '',
    '/**',
    ' * Every message of the product, by locale and namespace. Turkish is the source of truth. The',
    ' * languages themselves are in `locale.ts`, so code that only checks a locale does not carry the',
    ' * catalogue (the web fetches it per language).',
    ' */',
    'export const resources = {',
    ...entries,
    '} as const;',
    '',
    "export type Namespace = keyof (typeof resources)['tr'];",
    'export const NAMESPACES = Object.keys(resources.tr) as Namespace[];',
    '',
  ].join('\n');
};

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const text = resourcesText(readCatalogueLayout());
  if (text === readFileSync(RESOURCES_FILE, 'utf8')) {
    process.stdout.write('packages/domain/src/i18n/resources.ts is current\n');
  } else {
    writeFileSync(RESOURCES_FILE, text);
    process.stdout.write('packages/domain/src/i18n/resources.ts written\n');
  }
}
