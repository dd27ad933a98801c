import { SimpleGrid, Stack } from '@mantine/core';
import { BACK_OFFICE_MONEY_FIGURES } from '@patili/domain/reports';
import { formatKurus } from '@patili/domain/shared';
import { useTranslation } from 'react-i18next';

import { LoadingScreen } from '../../../components/feedback/loading-screen';
import { useReport } from '../api/get-report';
import { useReportPeriod } from '../hooks/use-report-period';
import { figureTestId, formatCount } from '../utils/report-format';
import { reportTables } from '../utils/report-tables';
import { FigureTile } from './figure-tile';
import { CategoryChart, TimelineChart } from './lazy-charts';
import { PeriodPicker } from './period-picker';
import { ReportError } from './report-error';
import { ReportTable } from './report-table';

/**
 * The statistics page: a period and its activity drawn: bookings per day or week with
 * their gross value, bookings by status and by kind, new users by role; each chart over its table,
 * each table with its CSV.
 */
export const StatisticsOverview = () => {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const state = useReportPeriod();
  const report = useReport({ ...state.period, bucket: state.bucket });
  const data = report.data;
  const tables = data ? reportTables(data, t, locale) : null;
  const count = (value: number) => formatCount(value, locale);
  const grossBooked = BACK_OFFICE_MONEY_FIGURES['gross.booked'];
  return (
    <Stack gap="lg">
      <PeriodPicker state={state} showBucket shownBucket={data?.period.bucket} />
      {report.isError ? <ReportError error={report.error} onRetry={() => void report.refetch()} /> : null}
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <FigureTile testId="bookings" label={t('reports:report.tiles.bookings')} value={data ? count(data.bookings.total) : null} />
        <FigureTile
          testId={figureTestId('gross.booked')}
          label={t(grossBooked.labelKey)}
          value={data ? formatKurus(data.value.grossKurus, locale) : null}
          hint={t(grossBooked.definitionKey)}
        />
        <FigureTile testId="new-users" label={t('reports:report.tiles.newUsers')} value={data ? count(data.newUsers.total) : null} />
      </SimpleGrid>
      {report.isPending ? <LoadingScreen label={t('reports:report.loading')} fullHeight={false} /> : null}
      {tables && data ? (
        <>
          <ReportTable
            table={tables.timeline}
            period={state.period}
            maxHeight={420}
            chart={
              <TimelineChart
                label={tables.timeline.title}
                bookingsLabel={t('reports:report.chartBookings')}
                grossLabel={t(grossBooked.labelKey)}
                formatCount={count}
                formatMoney={(value) => formatKurus(Math.round(value * 100), locale)}
                data={data.timeline.map((row, index) => ({
                  label: tables.timeline.rows[index]?.[0]?.shown ?? row.start,
                  bookings: row.bookings,
                  gross: row.grossKurus / 100,
                }))}
              />
            }
          />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <ReportTable
              table={tables.byStatus}
              period={state.period}
              chart={
                <CategoryChart
                  testId="chart-statuses"
                  label={tables.byStatus.title}
                  seriesLabel={t('reports:report.columns.count')}
                  format={count}
                  horizontal
                  integer
                  data={data.bookings.byStatus.map((row) => ({ label: t(`bookings:status.${row.status}`), value: row.count }))}
                />
              }
            />
            <ReportTable
              table={tables.newUsers}
              period={state.period}
              chart={
                <CategoryChart
                  testId="chart-new-users"
                  label={tables.newUsers.title}
                  seriesLabel={t('reports:report.columns.count')}
                  format={count}
                  horizontal
                  integer
                  color="grape.6"
                  data={data.newUsers.byRole.map((row) => ({ label: t(`common:roles.${row.role}`), value: row.count }))}
                />
              }
            />
          </SimpleGrid>
          <ReportTable
            table={tables.byKind}
            period={state.period}
            minWidth={560}
            chart={
              <CategoryChart
                testId="chart-kind-counts"
                label={tables.byKind.title}
                seriesLabel={t('reports:report.columns.bookings')}
                format={count}
                integer
                data={data.bookings.byKind.map((row) => ({ label: t(`common:roles.${row.kind}`), value: row.count }))}
              />
            }
          />
        </>
      ) : null}
    </Stack>
  );
};
