import type { TFunction } from 'i18next';
import type { ReportSummary } from '@patili/domain/lostfound';
import { speciesLabelKey } from '@patili/domain/shared';

/** A report's heading: the pet's name, or the animal type when it has none . */
export const reportTitle = (
  t: TFunction,
  report: Pick<ReportSummary, 'petName' | 'animalType'>,
): string => report.petName ?? t(speciesLabelKey(report.animalType));
