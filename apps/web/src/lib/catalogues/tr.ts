import { byNamespace } from './by-namespace';

/**
 * Every Turkish namespace, fetched with the first screen past the first pages (`lib/i18n.ts`). The
 * first pages' own (`tr-first.ts`) are already in the entry's chunk, so this one carries the rest.
 */
export const catalogue = byNamespace(
  import.meta.glob('../../../../../packages/domain/src/locales/tr/*.json', {
    eager: true,
    import: 'default',
  }),
);
