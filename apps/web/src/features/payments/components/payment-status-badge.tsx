import { Badge, type MantineColor } from '@mantine/core';
import type { PaymentStatus } from '@patili/domain/payments';
import { useTranslation } from 'react-i18next';

// Only colours whose light variant keeps AA contrast (app/theme.ts): no yellow.
const COLORS: Readonly<Record<PaymentStatus, MantineColor>> = {
  awaiting_transfer: 'grape',
  receipt_uploaded: 'blue',
  confirmed: 'teal',
  rejected: 'red',
  paid_out: 'indigo',
  refund_due: 'orange',
  refunded: 'gray',
  void: 'gray',
};

/** A payment's status as a coloured badge in the language. */
export const PaymentStatusBadge = ({ status }: { status: PaymentStatus }) => {
  const { t } = useTranslation();
  return (
    <Badge
      color={COLORS[status]}
      variant="light"
      tt="none"
      size="md"
      style={{ flexShrink: 0 }}
      data-testid="payment-status"
    >
      {t(`payments:status.${status}`)}
    </Badge>
  );
};
