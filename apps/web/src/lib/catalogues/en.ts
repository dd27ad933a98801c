import { byNamespace } from './by-namespace';

/** Every English namespace, fetched when English is first chosen or found in storage (`lib/i18n.ts`). */
export const catalogue = byNamespace(
  import.meta.glob('../../../../../packages/domain/src/locales/en/*.json', {
    eager: true,
    import: 'default',
  }),
);
