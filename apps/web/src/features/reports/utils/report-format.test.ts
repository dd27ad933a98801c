import type { Report } from '@patili/domain/reports';
import { describe, expect, it } from 'vitest';

import { tableCsv } from './download-csv';
import { durationParts, formatRate } from './report-format';
import { reportTables } from './report-tables';

describe('report formatting', () => {
  it('says a duration in its two largest units', () => {
    expect(durationParts(0.4)).toEqual({ unit: 'minutes', count: 0 });
    expect(durationParts(59)).toEqual({ unit: 'minutes', count: 59 });
    expect(durationParts(125)).toEqual({ unit: 'hours', hours: 2, minutes: 5 });
    expect(durationParts(3 * 24 * 60 + 4 * 60 + 59)).toEqual({ unit: 'days', days: 3, hours: 4 });
  });
  it('formats rates in the language', () => {
    expect(formatRate(0.755, 'tr')).toBe('%75,5');
    expect(formatRate(null, 'tr')).toBeNull();
  });
});

describe('report tables', () => {
  const report: Report = {
    period: { from: '2031-03-01', to: '2031-03-02', bucket: 'day' },
    bookings: {
      total: 2,
      byStatus: [
        { status: 'confirmed', count: 1 },
        { status: 'cancelled', count: 1 },
      ],
      byKind: [],
    },
    value: { count: 1, grossKurus: 27_500, baseKurus: 25_000, ownerCommissionKurus: 2_500, providerCommissionKurus: 2_000, commissionKurus: 4_500, netPayableKurus: 23_000 },
    payments: {
      received: { count: 0, amountKurus: 0 },
      commissionPaid: { count: 0, amountKurus: 0 },
      payoutsDue: { count: 0, amountKurus: 0 },
      payoutsPaid: { count: 0, amountKurus: 0 },
      refundsDue: { count: 0, amountKurus: 0 },
      refundsMade: { count: 1, amountKurus: 1_005 },
    },
    newUsers: { total: 0, byRole: [] },
    timeline: [
      { start: '2031-03-01', bookings: 2, grossKurus: 27_500 },
      { start: '2031-03-02', bookings: 0, grossKurus: 0 },
    ],
  };
  const t = ((key: string) => key) as never;

  it('writes the CSV from the figures the page shows: lira with two decimals, plain counts, ISO dates', () => {
    const tables = reportTables(report, t, 'tr');
    expect(tables.money.rows.find((row) => row[0]!.shown === 'reports:figures.grossBooked.label')![1]).toEqual({ shown: '₺275', csv: '275.00' });
    expect(tableCsv(tables.timeline)).toBe(
      '\uFEFFreports:report.columns.periodStart;reports:report.columns.bookings;reports:figures.grossBooked.label\r\n2031-03-01;2;275.00\r\n2031-03-02;0;0.00\r\n',
    );
    expect(tableCsv(tables.payments)).toContain('reports:figures.refundMade.label;1;10.05\r\n');
    expect(tableCsv(tables.byStatus)).toContain('reports:report.total;2\r\n');
  });
});
