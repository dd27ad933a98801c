import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { csvLira, type Report } from '@patili/domain/reports';
import { formatKurus } from '@patili/domain/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

import { SectionCard } from '../../../components/layout/section-card';
import { useReport } from '../api/get-report';
import { useReportPeriod, type ReportPeriodState } from '../hooks/use-report-period';
import { formatCount } from '../utils/report-format';
import type { ReportTableModel } from '../utils/report-tables';
import { CategoryChart } from './lazy-charts';
import { FigureTile } from './figure-tile';
import { PeriodPicker } from './period-picker';
import { ReportError } from './report-error';
import { CsvButton } from './report-table';

type FinanceFigure = {
  key: 'gross' | 'commissionEarned' | 'payoutsDue' | 'payoutsPaid' | 'refundsDue' | 'refundsMade';
  amountKurus: number;
  count: number | null;
};

/** The finance figures of a report, in the order the tiles, the chart and the CSV show them. */
const financeFigures = (report: Report): FinanceFigure[] => [
  { key: 'gross', amountKurus: report.value.grossKurus, count: report.value.count },
  { key: 'commissionEarned', amountKurus: report.payments.commissionEarnedKurus, count: null },
  { key: 'payoutsDue', amountKurus: report.payments.payoutsDue.amountKurus, count: report.payments.payoutsDue.count },
  { key: 'payoutsPaid', amountKurus: report.payments.payoutsPaid.amountKurus, count: report.payments.payoutsPaid.count },
  { key: 'refundsDue', amountKurus: report.payments.refundsDue.amountKurus, count: report.payments.refundsDue.count },
  { key: 'refundsMade', amountKurus: report.payments.refundsMade.amountKurus, count: report.payments.refundsMade.count },
];

const financeTable = (figures: FinanceFigure[], t: TFunction, locale: string): ReportTableModel => ({
  id: 'payments',
  title: t('reports:finance.title'),
  csvName: t('reports:finance.csvName'),
  columns: [
    { header: t('reports:report.columns.figure') },
    { header: t('reports:report.columns.count'), align: 'right' },
    { header: t('reports:report.columns.amount'), align: 'right' },
  ],
  rows: figures.map((figure) => [
    { shown: t(`reports:finance.tiles.${figure.key}`), csv: t(`reports:finance.tiles.${figure.key}`) },
    figure.count === null ? { shown: '—', csv: null } : { shown: formatCount(figure.count, locale), csv: figure.count },
    { shown: formatKurus(figure.amountKurus, locale), csv: csvLira(figure.amountKurus) },
  ]),
});

const FinanceBody = ({ state }: { state: ReportPeriodState }) => {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const report = useReport({ ...state.period, bucket: state.bucket });
  if (report.isError) return <ReportError error={report.error} onRetry={() => void report.refetch()} />;
  const figures = report.data ? financeFigures(report.data) : null;
  const keys: FinanceFigure['key'][] = ['gross', 'commissionEarned', 'payoutsDue', 'payoutsPaid', 'refundsDue', 'refundsMade'];
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {keys.map((key) => {
          const figure = figures?.find((item) => item.key === key);
          return (
            <FigureTile
              key={key}
              testId={`finance-${key}`}
              label={t(`reports:finance.tiles.${key}`)}
              value={figure ? formatKurus(figure.amountKurus, locale) : null}
              hint={figure && figure.count !== null ? t('reports:finance.countHint', { value: formatCount(figure.count, locale) }) : undefined}
            />
          );
        })}
      </SimpleGrid>
      {figures ? (
        <>
          <Text size="sm" c="dimmed">
            {t('reports:report.paymentsNote')}
          </Text>
          <CategoryChart
            testId="chart-finance"
            label={t('reports:finance.chartTitle')}
            seriesLabel={t('reports:report.columns.amount')}
            horizontal
            color="teal.6"
            format={(value) => formatKurus(Math.round(value * 100), locale)}
            data={figures.map((figure) => ({ label: t(`reports:finance.tiles.${figure.key}`), value: figure.amountKurus / 100 }))}
          />
          <Group justify="flex-end">
            <CsvButton table={financeTable(figures, t, locale)} period={state.period} label={t('reports:finance.title')} />
          </Group>
        </>
      ) : null}
    </Stack>
  );
};

const StandaloneFinance = () => {
  const state = useReportPeriod();
  return (
    <Stack gap="md">
      <PeriodPicker state={state} />
      <FinanceBody state={state} />
    </Stack>
  );
};

/**
 * The finance summary: for a period, the gross booking
 * value, the commission earned, payouts due and made, refunds due and made, as tiles, a chart and
 * a CSV. On a page of its own it brings its own period picker (kept in the address); inside the
 * reports page it follows that page's period (`state`).
 */
export const FinanceSummary = ({ state }: { state?: ReportPeriodState }) => {
  const { t } = useTranslation();
  return (
    <SectionCard headingId="finance-summary" title={t('reports:finance.title')} description={t('reports:finance.description')} data-testid="finance-summary">
      {state ? <FinanceBody state={state} /> : <StandaloneFinance />}
    </SectionCard>
  );
};
