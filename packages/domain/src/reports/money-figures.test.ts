import { describe, expect, it } from 'vitest';

import { lookupMessage } from '../i18n/lookup.ts';
import { BACK_OFFICE_MONEY_FIGURES, MONEY_FIGURE_IDS, readMoneyFigure } from './money-figures.ts';
import type { Report } from './reports.schemas.ts';

const money = (count: number, amountKurus: number) => ({ count, amountKurus });

/** A report whose every amount is distinct, so each figure is read from its own place. */
const report: Report = {
  period: { from: '2031-03-02', to: '2031-03-31', bucket: 'day' },
  bookings: { total: 3, byStatus: [], byKind: [] },
  value: {
    count: 3,
    grossKurus: 66_000,
    baseKurus: 60_000,
    ownerCommissionKurus: 6_000,
    providerCommissionKurus: 4_800,
    commissionKurus: 10_800,
    netPayableKurus: 55_200,
  },
  payments: {
    received: money(5, 74_800),
    commissionPaid: money(3, 8_640),
    payoutsDue: money(2, 16_560),
    payoutsPaid: money(1, 27_600),
    refundsDue: money(1, 5_500),
    refundsMade: money(1, 16_500),
  },
  newUsers: { total: 0, byRole: [] },
  timeline: [],
};

describe('BACK_OFFICE_MONEY_FIGURES', () => {
  it('names every figure by its own id, with a label and a definition in both languages', () => {
    const labels = new Set<string>();
    for (const id of MONEY_FIGURE_IDS) {
      const figure = BACK_OFFICE_MONEY_FIGURES[id];
      expect(figure.id).toBe(id);
      for (const locale of ['tr', 'en'] as const) {
        expect(lookupMessage(locale, figure.labelKey), `${id} ${locale}`).toBeTruthy();
        expect(lookupMessage(locale, figure.definitionKey), `${id} ${locale}`).toBeTruthy();
      }
      labels.add(lookupMessage('tr', figure.labelKey)!);
    }
    // Two definitions never share a label.
    expect(labels.size).toBe(MONEY_FIGURE_IDS.length);
  });

  it('says which commission a commission figure counts, and whether booked or paid', () => {
    expect(lookupMessage('tr', BACK_OFFICE_MONEY_FIGURES['commission.both.paid'].labelKey)).toBe(
      'Platform komisyonu (sahip + hizmet veren), ödenen',
    );
    expect(lookupMessage('en', BACK_OFFICE_MONEY_FIGURES['commission.both.booked'].labelKey)).toBe(
      'Platform commission (owner + provider), booked',
    );
    const commissions = MONEY_FIGURE_IDS.filter((id) => id.startsWith('commission.'));
    expect(commissions.map((id) => [BACK_OFFICE_MONEY_FIGURES[id].commission, BACK_OFFICE_MONEY_FIGURES[id].basis])).toEqual([
      ['owner', 'booked'],
      ['provider', 'booked'],
      ['both', 'booked'],
      ['both', 'paid'],
    ]);
  });

  it('reads each figure from its place in a report', () => {
    expect(Object.fromEntries(MONEY_FIGURE_IDS.map((id) => [id, readMoneyFigure(report, id).amountKurus]))).toEqual({
      'gross.booked': 66_000,
      'base.booked': 60_000,
      'commission.owner.booked': 6_000,
      'commission.provider.booked': 4_800,
      'commission.both.booked': 10_800,
      'net.booked': 55_200,
      'received.paid': 74_800,
      'commission.both.paid': 8_640,
      'payout.due': 16_560,
      'payout.paidOut': 27_600,
      'refund.due': 5_500,
      'refund.made': 16_500,
    });
    expect(readMoneyFigure(report, 'commission.both.booked').count).toBe(3);
  });
});
