import {
  BACK_OFFICE_MONEY_FIGURES,
  csvLira,
  PAYMENT_MONEY_FIGURE_IDS,
  readMoneyFigure,
  type CsvCell,
  type MoneyFigureId,
  type Report,
} from '@patili/domain/reports';
import { formatKurus } from '@patili/domain/shared';
import type { TFunction } from 'i18next';

import { formatCalendarDate } from '../../../lib/format';
import { formatCount } from './report-format';

/** One cell: what the page shows and what the CSV holds (plain numbers, lira with two decimals). */
export type ReportCell = { shown: string; csv: CsvCell };
export type ReportColumn = { header: string; align?: 'left' | 'right' };

/** A table of a report, its CSV file name without the period, and its rows. */
export type ReportTableModel = {
  id: 'byStatus' | 'byKind' | 'money' | 'payments' | 'newUsers' | 'timeline';
  title: string;
  csvName: string;
  columns: ReportColumn[];
  rows: ReportCell[][];
};

const count = (value: number, locale: string): ReportCell => ({ shown: formatCount(value, locale), csv: value });
const money = (kurus: number, locale: string): ReportCell => ({ shown: formatKurus(kurus, locale), csv: csvLira(kurus) });
const text = (value: string): ReportCell => ({ shown: value, csv: value });
const none: ReportCell = { shown: '—', csv: null };

/** The booked figures of the amounts table, in its order (gross = base + owner commission; net = base − provider commission). */
const BOOKED_FIGURES = [
  'base.booked',
  'commission.owner.booked',
  'gross.booked',
  'commission.provider.booked',
  'commission.both.booked',
  'net.booked',
] as const satisfies readonly MoneyFigureId[];

/** The payment figures of the payments table, in its order. */
const PAYMENT_FIGURES = PAYMENT_MONEY_FIGURE_IDS;

/**
 * The report's tables as the pages show them and as their CSV exports write them, from the same
 * figures: the export is always what the page says. Every money column and row is named by its
 * figure's label (`BACK_OFFICE_MONEY_FIGURES`), as on every other page.
 */
export const reportTables = (report: Report, t: TFunction, locale: string) => {
  const right = (header: string): ReportColumn => ({ header, align: 'right' });
  const byStatus: ReportTableModel = {
    id: 'byStatus',
    title: t('reports:report.sections.byStatus'),
    csvName: t('reports:csv.byStatus'),
    columns: [{ header: t('reports:report.columns.status') }, right(t('reports:report.columns.count'))],
    rows: [
      ...report.bookings.byStatus.map((row) => [text(t(`bookings:status.${row.status}`)), count(row.count, locale)]),
      [text(t('reports:report.total')), count(report.bookings.total, locale)],
    ],
  };
  const byKind: ReportTableModel = {
    id: 'byKind',
    title: t('reports:report.sections.byKind'),
    csvName: t('reports:csv.byKind'),
    columns: [
      { header: t('reports:report.columns.kind') },
      right(t('reports:report.columns.bookings')),
      right(t(BACK_OFFICE_MONEY_FIGURES['gross.booked'].labelKey)),
      right(t(BACK_OFFICE_MONEY_FIGURES['commission.both.booked'].labelKey)),
      right(t(BACK_OFFICE_MONEY_FIGURES['net.booked'].labelKey)),
    ],
    rows: report.bookings.byKind.map((row) => [
      text(t(`common:roles.${row.kind}`)),
      count(row.count, locale),
      money(row.value.grossKurus, locale),
      money(row.value.commissionKurus, locale),
      money(row.value.netPayableKurus, locale),
    ]),
  };
  const label = (id: MoneyFigureId) => text(t(BACK_OFFICE_MONEY_FIGURES[id].labelKey));
  const moneyTable: ReportTableModel = {
    id: 'money',
    title: t('reports:report.sections.money'),
    csvName: t('reports:csv.money'),
    columns: [{ header: t('reports:report.columns.figure') }, right(t('reports:report.columns.amount'))],
    rows: BOOKED_FIGURES.map((id) => [label(id), money(readMoneyFigure(report, id).amountKurus, locale)]),
  };
  const paymentsTable: ReportTableModel = {
    id: 'payments',
    title: t('reports:report.sections.payments'),
    csvName: t('reports:csv.payments'),
    columns: [
      { header: t('reports:report.columns.figure') },
      right(t('reports:report.columns.count')),
      right(t('reports:report.columns.amount')),
    ],
    rows: PAYMENT_FIGURES.map((id) => {
      const figure = readMoneyFigure(report, id);
      return [label(id), figure.count === null ? none : count(figure.count, locale), money(figure.amountKurus, locale)];
    }),
  };
  const newUsers: ReportTableModel = {
    id: 'newUsers',
    title: t('reports:report.sections.newUsers'),
    csvName: t('reports:csv.newUsers'),
    columns: [{ header: t('reports:report.columns.role') }, right(t('reports:report.columns.count'))],
    rows: [
      ...report.newUsers.byRole.map((row) => [text(t(`common:roles.${row.role}`)), count(row.count, locale)]),
      [text(t('reports:report.total')), count(report.newUsers.total, locale)],
    ],
  };
  const timeline: ReportTableModel = {
    id: 'timeline',
    title: t('reports:report.sections.timeline'),
    csvName: t('reports:csv.timeline'),
    columns: [
      { header: t('reports:report.columns.periodStart') },
      right(t('reports:report.columns.bookings')),
      right(t(BACK_OFFICE_MONEY_FIGURES['gross.booked'].labelKey)),
    ],
    rows: report.timeline.map((row) => [
      { shown: formatCalendarDate(row.start, locale), csv: row.start },
      count(row.bookings, locale),
      money(row.grossKurus, locale),
    ]),
  };
  return { byStatus, byKind, money: moneyTable, payments: paymentsTable, newUsers, timeline };
};
