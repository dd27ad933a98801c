import { csvLira, type CsvCell, type Report } from '@patili/domain/reports';
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

/**
 * The report's tables as the pages show them and as their CSV exports write them, from the same
 * figures: the export is always what the page says.
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
      right(t('reports:report.columns.gross')),
      right(t('reports:report.columns.commission')),
      right(t('reports:report.columns.netPayable')),
    ],
    rows: report.bookings.byKind.map((row) => [
      text(t(`common:roles.${row.kind}`)),
      count(row.count, locale),
      money(row.value.grossKurus, locale),
      money(row.value.commissionKurus, locale),
      money(row.value.netPayableKurus, locale),
    ]),
  };
  const value = report.value;
  const moneyTable: ReportTableModel = {
    id: 'money',
    title: t('reports:report.sections.money'),
    csvName: t('reports:csv.money'),
    columns: [{ header: t('reports:report.columns.figure') }, right(t('reports:report.columns.amount'))],
    rows: [
      [text(t('reports:report.money.base')), money(value.baseKurus, locale)],
      [text(t('reports:report.money.ownerCommission')), money(value.ownerCommissionKurus, locale)],
      [text(t('reports:report.money.gross')), money(value.grossKurus, locale)],
      [text(t('reports:report.money.providerCommission')), money(value.providerCommissionKurus, locale)],
      [text(t('reports:report.money.commission')), money(value.commissionKurus, locale)],
      [text(t('reports:report.money.netPayable')), money(value.netPayableKurus, locale)],
    ],
  };
  const payments = report.payments;
  const paymentsTable: ReportTableModel = {
    id: 'payments',
    title: t('reports:report.sections.payments'),
    csvName: t('reports:csv.payments'),
    columns: [
      { header: t('reports:report.columns.figure') },
      right(t('reports:report.columns.count')),
      right(t('reports:report.columns.amount')),
    ],
    rows: [
      [text(t('reports:report.payments.received')), count(payments.received.count, locale), money(payments.received.amountKurus, locale)],
      [text(t('reports:report.payments.commissionEarned')), none, money(payments.commissionEarnedKurus, locale)],
      [text(t('reports:report.payments.payoutsDue')), count(payments.payoutsDue.count, locale), money(payments.payoutsDue.amountKurus, locale)],
      [text(t('reports:report.payments.payoutsPaid')), count(payments.payoutsPaid.count, locale), money(payments.payoutsPaid.amountKurus, locale)],
      [text(t('reports:report.payments.refundsDue')), count(payments.refundsDue.count, locale), money(payments.refundsDue.amountKurus, locale)],
      [text(t('reports:report.payments.refundsMade')), count(payments.refundsMade.count, locale), money(payments.refundsMade.amountKurus, locale)],
    ],
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
      right(t('reports:report.columns.gross')),
    ],
    rows: report.timeline.map((row) => [
      { shown: formatCalendarDate(row.start, locale), csv: row.start },
      count(row.bookings, locale),
      money(row.grossKurus, locale),
    ]),
  };
  return { byStatus, byKind, money: moneyTable, payments: paymentsTable, newUsers, timeline };
};
