import {
  PAYMENT_NOTIFICATION_MESSAGES,
  PAYMENT_NOTIFICATION_TYPES,
  maskIban,
  type PaymentNotificationType,
} from '@patili/domain/payments';
import { formatKurus } from '@patili/domain/shared';

import { t } from '../../lib/i18n.ts';
import { payloadText } from '../../lib/notifications/format.ts';
import { renderEach, type NotificationRenderer } from '../../lib/notifications/notifications.ts';

/** A payment step: a receipt for the admins, a confirmation, rejection or refund for the owner, a payout for the provider. */
const renderPaymentNotification: NotificationRenderer = (locale, row) => {
  const messages = PAYMENT_NOTIFICATION_MESSAGES[row.type as PaymentNotificationType];
  const payload = row.payload;
  const iban = payloadText(payload.iban);
  return {
    title: t(locale, messages.title),
    body: t(locale, messages.body, {
      name: payloadText(payload.actorName) ?? '',
      reference: payloadText(payload.reference) ?? '',
      amount: typeof payload.amountKurus === 'number' ? formatKurus(payload.amountKurus, locale) : '',
      reason: payloadText(payload.reason) ?? '',
      iban: iban ? maskIban(iban) : '',
    }),
  };
};

/** The payments feature's notification kinds and how each is written. */
export const paymentNotifications = renderEach(PAYMENT_NOTIFICATION_TYPES, renderPaymentNotification);
