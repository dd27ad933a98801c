import { formatLira, toLira } from '@patili/domain/shared';

/** Whole kuruş as lira in the language (`₺1.250,00`). */
export const formatKurus = (kurus: number, locale: string): string =>
  formatLira(toLira(kurus), locale);
