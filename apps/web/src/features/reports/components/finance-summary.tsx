import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  BACK_OFFICE_MONEY_FIGURES,
  csvLira,
  PAYMENT_MONEY_FIGURE_IDS,
  readMoneyFigure,
  type MoneyFigureId,
  type MoneyFigureValue,
  type Report,
} from '@patili/domain/reports';
import { formatKurus } from '@patili/domain/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

import { SectionCard } from '../../../components/layout/section-card';
import { useReport } from '../api/get-report';
import { useReportPeriod, type ReportPeriodState } from '../hooks/use-report-period';
import { figureTestId, formatCount } from '../utils/report-format';
import type { ReportTableModel } from '../utils/report-tables';
import { CategoryChart } from './lazy-charts';
import { FigureTile } from './figure-tile';
import { PeriodPicker } from './period-picker';
import { ReportError } from './report-error';
import { CsvButton } from './report-table';

/** The finance summary's figures, in the order the tiles, the chart and the CSV show them. */
const FINANCE_FIGURES = [
  'gross.booked',
  ...PAYMENT_MONEY_FIGURE_IDS,
] as const satisfies readonly MoneyFigureId[];

type FinanceFigure = MoneyFigureValue & { id: MoneyFigureId };

const financeFigures = (report: Report): FinanceFigure[] =>
  FINANCE_FIGURES.map((id) => ({ id, ...readMoneyFigure(report, id) }));

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
    { shown: t(BACK_OFFICE_MONEY_FIGURES[figure.id].labelKey), csv: t(BACK_OFFICE_MONEY_FIGURES[figure.id].labelKey) },
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
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {FINANCE_FIGURES.map((id) => {
          const figure = figures?.find((item) => item.id === id);
          const { labelKey, definitionKey } = BACK_OFFICE_MONEY_FIGURES[id];
          return (
            <FigureTile
              key={id}
              testId={`finance-${figureTestId(id)}`}
              label={t(labelKey)}
              value={figure ? formatKurus(figure.amountKurus, locale) : null}
              hint={
                <>
                  {t(definitionKey)}
                  {figure && figure.count !== null ? ` ${t('reports:finance.countHint', { value: formatCount(figure.count, locale) })}` : null}
                </>
              }
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
            data={figures.map((figure) => ({ label: t(BACK_OFFICE_MONEY_FIGURES[figure.id].labelKey), value: figure.amountKurus / 100 }))}
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
 * The finance summary: for a period, the gross value booked, the money received, the platform
 * commission paid, payouts due and made, refunds due and made, each under its figure's label
 * (`BACK_OFFICE_MONEY_FIGURES`), as tiles, a chart and a CSV. On a page of its own it brings its own period picker (kept in the address); inside the
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
