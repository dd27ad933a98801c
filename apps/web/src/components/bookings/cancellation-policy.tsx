import { Group, Stack, Text } from '@mantine/core';
import { CANCELLATION_POLICY_TEXTS, type BookingCancellationPolicy } from '@patili/domain/bookings';
import { IconCalendarX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * A cancellation policy as the owner reads it before booking and on the booking afterwards:
 * `line` is the name only (`İptal politikası: Esnek`, for a browse card); `terms` adds what each
 * cancellation refunds, in one sentence (the profile, the booking form, the booking).
 */
export const CancellationPolicy = ({
  policy,
  variant = 'terms',
}: {
  policy: BookingCancellationPolicy;
  variant?: 'line' | 'terms';
}) => {
  const { t } = useTranslation();
  const texts = CANCELLATION_POLICY_TEXTS[policy];
  const name = t('bookings:policy.line', { label: t(texts.label) });
  if (variant === 'line') {
    return (
      <Group gap={4} wrap="nowrap" data-testid="cancellation-policy">
        <IconCalendarX size={14} aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm" c="dimmed" truncate="end">
          {name}
        </Text>
      </Group>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" data-testid="cancellation-policy">
      <Text c="dimmed" lh={1} mt={3} aria-hidden>
        <IconCalendarX size={16} />
      </Text>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600}>
          {name}
        </Text>
        <Text size="sm" c="dimmed">
          {t(texts.terms)}
        </Text>
      </Stack>
    </Group>
  );
};
