import { Group, Stack, Text } from '@mantine/core';
import { responseTimeMessage, type ProviderResponsiveness } from '@patili/domain/bookings';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * How a provider answers requests, from the domain's figures: `compact` is the response-time
 * sentence only (a browse card); `full` adds the response rate, the provider's cancellations and
 * the number of requests behind them (the profile). Nothing while there are too few requests to
 * measure (`responsiveness` is null), and no sentence while none was answered (no median).
 */
export const ResponsivenessLine = ({
  responsiveness,
  variant = 'full',
}: {
  responsiveness: ProviderResponsiveness | null;
  variant?: 'compact' | 'full';
}) => {
  const { t } = useTranslation();
  if (responsiveness === null) return null;
  const time = responseTimeMessage(responsiveness.medianResponseMinutes);
  // The key is picked by the hours; `hours` is not i18next's plural `count`.
  const sentence = time ? t(time.key, { hours: time.hours }) : null;
  if (variant === 'compact') {
    if (sentence === null) return null;
    return (
      <Group gap={4} wrap="nowrap" data-testid="responsiveness">
        <IconClock size={14} aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm" c="dimmed" truncate="end">
          {sentence}
        </Text>
      </Group>
    );
  }
  const cancellations = responsiveness.providerCancellations;
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" data-testid="responsiveness">
      <Text c="dimmed" lh={1} mt={3} aria-hidden>
        <IconClock size={16} />
      </Text>
      <Stack gap={0} style={{ minWidth: 0 }}>
        {sentence ? (
          <Text size="sm" fw={600}>
            {sentence}
          </Text>
        ) : null}
        <Group gap={6} wrap="wrap">
          <Text size="sm">
            {t('discovery:responsiveness.rate', { rate: responsiveness.responseRate })}
          </Text>
          <Text size="sm" c="dimmed" aria-hidden>
            ·
          </Text>
          <Text size="sm">
            {cancellations === 0
              ? t('discovery:responsiveness.noCancellations')
              : t('discovery:responsiveness.cancellations', { count: cancellations })}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {t('discovery:responsiveness.basis', { count: responsiveness.requests })}
        </Text>
      </Stack>
    </Group>
  );
};
