import { SimpleGrid } from '@mantine/core';
import { BACK_OFFICE_MONEY_FIGURES, periodOfPreset, readMoneyFigure, type MoneyFigureId } from '@patili/domain/reports';
import { formatKurus, istanbulToday } from '@patili/domain/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { SectionCard } from '../../../components/layout/section-card';
import { formatCalendarDate } from '../../../lib/format';
import { useReport } from '../api/get-report';
import { figureTestId } from '../utils/report-format';
import { FigureTile } from './figure-tile';
import { ReportError } from './report-error';

/** The dashboard's money figures: what was booked and what was paid, commission apart. */
const PANEL_FIGURES = [
  'gross.booked',
  'commission.both.booked',
  'received.paid',
  'commission.both.paid',
] as const satisfies readonly MoneyFigureId[];

/**
 * The last 30 days' money on the admin dashboard: the same report (and so the same queries,
 * labels and numbers) as the reports and finance pages open with, the last 30 Istanbul days up to
 * today.
 */
export const MoneyFiguresPanel = () => {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const period = useMemo(() => periodOfPreset('last30', istanbulToday(new Date()))!, []);
  const report = useReport(period);
  return (
    <SectionCard
      headingId="dashboard-money"
      title={t('reports:dashboard.moneyTitle')}
      description={t('reports:dashboard.moneyDescription', {
        from: formatCalendarDate(period.from, locale),
        to: formatCalendarDate(period.to, locale),
      })}
      data-testid="dashboard-money"
    >
      {report.isError ? (
        <ReportError error={report.error} onRetry={() => void report.refetch()} />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          {PANEL_FIGURES.map((id) => (
            <FigureTile
              key={id}
              testId={`dashboard-${figureTestId(id)}`}
              label={t(BACK_OFFICE_MONEY_FIGURES[id].labelKey)}
              value={report.data ? formatKurus(readMoneyFigure(report.data, id).amountKurus, locale) : null}
              hint={t(BACK_OFFICE_MONEY_FIGURES[id].definitionKey)}
            />
          ))}
        </SimpleGrid>
      )}
    </SectionCard>
  );
};
