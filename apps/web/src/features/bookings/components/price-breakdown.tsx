import { Divider, Group, Stack, Text } from '@mantine/core';
import type { BookingPrice, BookingViewerRole } from '@patili/domain/bookings';
import { formatKurus } from '@patili/domain/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { currentLocale } from '../../../lib/i18n';
import { formatRate } from '../utils/booking-format';

/**
 * One line of a price or a record: the label, with an optional detail under it, on the left and
 * the value on one line on the right. `strong` marks a total; `valueSize` enlarges its value.
 */
export const AmountLine = ({
  label,
  detail,
  value,
  strong = false,
  valueSize = 'sm',
}: {
  label: string;
  detail?: string | undefined;
  value: ReactNode;
  strong?: boolean;
  valueSize?: 'sm' | 'md';
}) => (
  <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
    <Stack gap={0}>
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      {detail ? (
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      ) : null}
    </Stack>
    <Text size={valueSize} fw={strong ? 700 : 500} ta="right" style={{ whiteSpace: 'nowrap' }}>
      {value}
    </Text>
  </Group>
);

/**
 * A booking's price as the server computed it, in lira (`Intl`, TRY). The owner sees the service
 * price, the platform's fee on top and the total; the provider sees the service price, the
 * commission kept and the net paid out.
 */
export const PriceBreakdown = ({
  price,
  viewer,
}: {
  price: BookingPrice;
  viewer: BookingViewerRole;
}) => {
  const { t } = useTranslation();
  const locale = currentLocale();
  const money = (kurus: number) => formatKurus(kurus, locale);
  const base = (
    <AmountLine
      label={t('bookings:quote.base')}
      detail={t('bookings:quote.baseDetail', {
        price: money(price.unitPrice),
        amount: t(`bookings:quote.units.${price.unit}`, { count: price.quantity }),
      })}
      value={money(price.base)}
    />
  );
  if (viewer === 'owner') {
    return (
      <Stack gap={6} data-testid="price-breakdown">
        {base}
        <AmountLine
          label={
            price.ownerRateSource === 'referral_bonus'
              ? t('bookings:quote.ownerCommissionFree')
              : t('bookings:quote.ownerCommission', { rate: formatRate(price.ownerRate, locale) })
          }
          value={money(price.ownerCommission)}
        />
        <Divider />
        <AmountLine
          label={t('bookings:quote.total')}
          value={money(price.total)}
          strong
          valueSize="md"
        />
      </Stack>
    );
  }
  return (
    <Stack gap={6} data-testid="price-breakdown">
      {base}
      <AmountLine
        label={
          price.providerRateSource === 'referral_bonus'
            ? t('bookings:quote.providerCommissionFree')
            : t('bookings:quote.providerCommission', {
                rate: formatRate(price.providerRate, locale),
              })
        }
        value={`−${money(price.providerCommission)}`}
      />
      <Divider />
      <AmountLine
        label={t('bookings:quote.netPayable')}
        value={money(price.netPayable)}
        strong
        valueSize="md"
      />
    </Stack>
  );
};
