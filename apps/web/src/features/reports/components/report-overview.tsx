import { SimpleGrid, Stack } from '@mantine/core';
import { BACK_OFFICE_MONEY_FIGURES, readMoneyFigure, type MoneyFigureId } from '@patili/domain/reports';
import { formatKurus } from '@patili/domain/shared';
import { useTranslation } from 'react-i18next';

import { LoadingScreen } from '../../../components/feedback/loading-screen';
import { useReport } from '../api/get-report';
import { useReportPeriod } from '../hooks/use-report-period';
import { figureTestId, formatCount } from '../utils/report-format';
import { reportTables } from '../utils/report-tables';
import { FigureTile } from './figure-tile';
import { FinanceSummary } from './finance-summary';
import { CategoryChart } from './lazy-charts';
import { PeriodPicker } from './period-picker';
import { ReportError } from './report-error';
import { ReportTable } from './report-table';

/** The booked money tiles; the paid ones are in the finance summary below them. */
const TILE_FIGURES = ['gross.booked', 'commission.both.booked', 'net.booked'] as const satisfies readonly MoneyFigureId[];

/**
 * The reports page: a period, then its figures: bookings made, their value and
 * commissions, the finance summary (payments, payouts, refunds), the amounts, bookings by kind and
 * status, new users; each table with its CSV. The statistics page draws the same period over time.
 */
export const ReportOverview = () => {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const state = useReportPeriod();
  const report = useReport({ ...state.period, bucket: state.bucket });
  const data = report.data;
  const tables = data ? reportTables(data, t, locale) : null;
  return (
    <Stack gap="lg">
      <PeriodPicker state={state} />
      {report.isError ? <ReportError error={report.error} onRetry={() => void report.refetch()} /> : null}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <FigureTile testId="bookings" label={t('reports:report.tiles.bookings')} value={data ? formatCount(data.bookings.total, locale) : null} />
        {TILE_FIGURES.map((id) => (
          <FigureTile
            key={id}
            testId={figureTestId(id)}
            label={t(BACK_OFFICE_MONEY_FIGURES[id].labelKey)}
            value={data ? formatKurus(readMoneyFigure(data, id).amountKurus, locale) : null}
            hint={t(BACK_OFFICE_MONEY_FIGURES[id].definitionKey)}
          />
        ))}
      </SimpleGrid>
      {report.isPending ? <LoadingScreen label={t('reports:report.loading')} fullHeight={false} /> : null}
      <FinanceSummary state={state} />
      {tables && data ? (
        <>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <ReportTable table={tables.money} period={state.period} />
            <ReportTable table={tables.payments} period={state.period} />
          </SimpleGrid>
          <ReportTable
            table={tables.byKind}
            period={state.period}
            minWidth={560}
            chart={
              <CategoryChart
                testId="chart-kinds"
                label={tables.byKind.title}
                seriesLabel={t(BACK_OFFICE_MONEY_FIGURES['gross.booked'].labelKey)}
                format={(value) => formatKurus(Math.round(value * 100), locale)}
                data={data.bookings.byKind.map((row) => ({ label: t(`common:roles.${row.kind}`), value: row.value.grossKurus / 100 }))}
              />
            }
          />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <ReportTable table={tables.byStatus} period={state.period} />
            <ReportTable table={tables.newUsers} period={state.period} />
          </SimpleGrid>
        </>
      ) : null}
    </Stack>
  );
};
