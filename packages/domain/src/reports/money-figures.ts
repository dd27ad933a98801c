import { msg, type MessageKey } from '../i18n/translate.ts';
import type { Report } from './reports.schemas.ts';

/**
 * The back office's money figures, each one definition with one name. A figure says which rows
 * it adds up (booked bookings, or payments at one step), by which date it puts them in a period,
 * and which amount it sums. Every page that shows a figure shows it under its label, and the
 * server computes it with one query, so the same label gives the same number on every page for
 * the same period.
 *
 * - booked: bookings made in the period (`booking.created_at`) that were accepted or done
 *   (`VALUE_BOOKING_STATUSES`), whether paid or not;
 * - paid: owners' transfers an admin confirmed in the period (`payment.confirmed_at`);
 * - paid out: provider payouts made in the period (`payment.paid_out_at`);
 * - payout due: confirmed payments whose booking was completed in the period
 *   (`booking.completed_at`), the provider not paid yet;
 * - refund due / refunded: by `payment.refund_due_at` (still owed) and `payment.refunded_at`.
 */
/** The payment figures, in the order the finance pages show them. */
export const PAYMENT_MONEY_FIGURE_IDS = [
  'received.paid',
  'commission.both.paid',
  'payout.due',
  'payout.paidOut',
  'refund.due',
  'refund.made',
] as const;

export const MONEY_FIGURE_IDS = [
  'gross.booked',
  'base.booked',
  'commission.owner.booked',
  'commission.provider.booked',
  'commission.both.booked',
  'net.booked',
  ...PAYMENT_MONEY_FIGURE_IDS,
] as const;
export type MoneyFigureId = (typeof MONEY_FIGURE_IDS)[number];

/** Which rows a figure adds up, and the date that puts a row in a period. */
export type MoneyFigureBasis = 'booked' | 'paid' | 'paidOut' | 'payoutDue' | 'refundDue' | 'refunded';

export type MoneyFigure = {
  id: MoneyFigureId;
  basis: MoneyFigureBasis;
  /** The stored column summed. */
  sums: 'total' | 'base' | 'ownerCommission' | 'providerCommission' | 'commission' | 'netPayable' | 'amount' | 'payout';
  /** The commission a figure counts, when it is a commission: the owner's, the provider's or both. */
  commission: 'owner' | 'provider' | 'both' | null;
  /** What the figure counts, as every page names it. */
  labelKey: MessageKey;
  /** Which rows and which date, in a sentence (shown under a tile). */
  definitionKey: MessageKey;
};

/** Every back-office money figure, by id. */
export const BACK_OFFICE_MONEY_FIGURES: Readonly<Record<MoneyFigureId, MoneyFigure>> = {
  'gross.booked': {
    id: 'gross.booked',
    basis: 'booked',
    sums: 'total',
    commission: null,
    labelKey: msg('reports:figures.grossBooked.label'),
    definitionKey: msg('reports:figures.grossBooked.definition'),
  },
  'base.booked': {
    id: 'base.booked',
    basis: 'booked',
    sums: 'base',
    commission: null,
    labelKey: msg('reports:figures.baseBooked.label'),
    definitionKey: msg('reports:figures.baseBooked.definition'),
  },
  'commission.owner.booked': {
    id: 'commission.owner.booked',
    basis: 'booked',
    sums: 'ownerCommission',
    commission: 'owner',
    labelKey: msg('reports:figures.ownerCommissionBooked.label'),
    definitionKey: msg('reports:figures.ownerCommissionBooked.definition'),
  },
  'commission.provider.booked': {
    id: 'commission.provider.booked',
    basis: 'booked',
    sums: 'providerCommission',
    commission: 'provider',
    labelKey: msg('reports:figures.providerCommissionBooked.label'),
    definitionKey: msg('reports:figures.providerCommissionBooked.definition'),
  },
  'commission.both.booked': {
    id: 'commission.both.booked',
    basis: 'booked',
    sums: 'commission',
    commission: 'both',
    labelKey: msg('reports:figures.commissionBooked.label'),
    definitionKey: msg('reports:figures.commissionBooked.definition'),
  },
  'net.booked': {
    id: 'net.booked',
    basis: 'booked',
    sums: 'netPayable',
    commission: null,
    labelKey: msg('reports:figures.netBooked.label'),
    definitionKey: msg('reports:figures.netBooked.definition'),
  },
  'received.paid': {
    id: 'received.paid',
    basis: 'paid',
    sums: 'amount',
    commission: null,
    labelKey: msg('reports:figures.receivedPaid.label'),
    definitionKey: msg('reports:figures.receivedPaid.definition'),
  },
  'commission.both.paid': {
    id: 'commission.both.paid',
    basis: 'paid',
    sums: 'commission',
    commission: 'both',
    labelKey: msg('reports:figures.commissionPaid.label'),
    definitionKey: msg('reports:figures.commissionPaid.definition'),
  },
  'payout.due': {
    id: 'payout.due',
    basis: 'payoutDue',
    sums: 'payout',
    commission: null,
    labelKey: msg('reports:figures.payoutDue.label'),
    definitionKey: msg('reports:figures.payoutDue.definition'),
  },
  'payout.paidOut': {
    id: 'payout.paidOut',
    basis: 'paidOut',
    sums: 'payout',
    commission: null,
    labelKey: msg('reports:figures.payoutPaidOut.label'),
    definitionKey: msg('reports:figures.payoutPaidOut.definition'),
  },
  'refund.due': {
    id: 'refund.due',
    basis: 'refundDue',
    sums: 'amount',
    commission: null,
    labelKey: msg('reports:figures.refundDue.label'),
    definitionKey: msg('reports:figures.refundDue.definition'),
  },
  'refund.made': {
    id: 'refund.made',
    basis: 'refunded',
    sums: 'amount',
    commission: null,
    labelKey: msg('reports:figures.refundMade.label'),
    definitionKey: msg('reports:figures.refundMade.definition'),
  },
};

/** A figure's value in a report: the kuruş and how many rows add up to it (null where the report does not count them). */
export type MoneyFigureValue = { amountKurus: number; count: number | null };

/** Reads a figure out of a report: where each definition sits in its answer. */
export const readMoneyFigure = (report: Report, id: MoneyFigureId): MoneyFigureValue => {
  const { value, payments } = report;
  switch (id) {
    case 'gross.booked':
      return { amountKurus: value.grossKurus, count: value.count };
    case 'base.booked':
      return { amountKurus: value.baseKurus, count: value.count };
    case 'commission.owner.booked':
      return { amountKurus: value.ownerCommissionKurus, count: value.count };
    case 'commission.provider.booked':
      return { amountKurus: value.providerCommissionKurus, count: value.count };
    case 'commission.both.booked':
      return { amountKurus: value.commissionKurus, count: value.count };
    case 'net.booked':
      return { amountKurus: value.netPayableKurus, count: value.count };
    case 'received.paid':
      return payments.received;
    case 'commission.both.paid':
      return payments.commissionPaid;
    case 'payout.due':
      return payments.payoutsDue;
    case 'payout.paidOut':
      return payments.payoutsPaid;
    case 'refund.due':
      return payments.refundsDue;
    case 'refund.made':
      return payments.refundsMade;
  }
};
