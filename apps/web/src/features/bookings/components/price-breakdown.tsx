import { Divider, Group, Stack, Text } from '@mantine/core';
import type { BookingPrice, BookingViewerRole } from '@patili/domain/bookings';
import { formatKurus } from '@patili/domain/shared';
import { useTranslation } from 'react-i18next';

import { currentLocale } from '../../../lib/i18n';
import { formatRate } from '../utils/booking-format';

const Row = ({
  label,
  detail,
  amount,
  strong = false,
}: {
  label: string;
  detail?: string;
  amount: string;
  strong?: boolean;
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
    <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 500} style={{ whiteSpace: 'nowrap' }}>
      {amount}
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
    <Row
      label={t('bookings:quote.base')}
      detail={t('bookings:quote.baseDetail', {
        price: money(price.unitPrice),
        amount: t(`bookings:quote.units.${price.unit}`, { count: price.quantity }),
      })}
      amount={money(price.base)}
    />
  );
  if (viewer === 'owner') {
    return (
      <Stack gap={6} data-testid="price-breakdown">
        {base}
        <Row
          label={
            price.ownerRateSource === 'referral_bonus'
              ? t('bookings:quote.ownerCommissionFree')
              : t('bookings:quote.ownerCommission', { rate: formatRate(price.ownerRate, locale) })
          }
          amount={money(price.ownerCommission)}
        />
        <Divider />
        <Row label={t('bookings:quote.total')} amount={money(price.total)} strong />
      </Stack>
    );
  }
  return (
    <Stack gap={6} data-testid="price-breakdown">
      {base}
      <Row
        label={
          price.providerRateSource === 'referral_bonus'
            ? t('bookings:quote.providerCommissionFree')
            : t('bookings:quote.providerCommission', {
                rate: formatRate(price.providerRate, locale),
              })
        }
        amount={`−${money(price.providerCommission)}`}
      />
      <Divider />
      <Row label={t('bookings:quote.netPayable')} amount={money(price.netPayable)} strong />
    </Stack>
  );
};
