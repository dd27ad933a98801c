import {
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Paper,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import {
  REFERRAL_BONUS_DAYS,
  REFERRAL_COMPLETIONS_FOR_BONUS,
  REFERRAL_MAX_BONUSES,
} from '@patili/domain/bookings';
import { APP_TIME_ZONE } from '@patili/domain/shared';
import type { ReferralPanel as Panel } from '@patili/domain/dashboards';
import { IconCheck, IconCopy, IconGift, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { ErrorAlert } from '../../../components/feedback/error-alert';
import { SectionCard } from '../../../components/layout/section-card';
import { formatDashboardNumber, formatDate } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useMyDashboard } from '../api/get-my-dashboard';

/** The code with a copy button (Mantine `CopyButton`: the clipboard, then "copied" for a moment). */
export const ReferralCode = ({ code }: { code: string }) => {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="wrap">
      <Stack gap={2}>
        <Text size="sm" c="dimmed">
          {t('dashboards:referral.codeLabel')}
        </Text>
        <Code fz="xl" fw={700} data-testid="referral-code">
          {code}
        </Code>
      </Stack>
      <CopyButton value={code} timeout={2000}>
        {({ copied, copy }) => (
          <Tooltip label={t('dashboards:referral.copied')} opened={copied} withArrow>
            <Button
              variant={copied ? 'filled' : 'light'}
              color={copied ? 'teal' : 'patili'}
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              onClick={copy}
            >
              {copied ? t('dashboards:referral.copied') : t('dashboards:referral.copy')}
            </Button>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
};

const BonusStatus = ({ panel }: { panel: Panel }) => {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <Paper
      radius="md"
      p="sm"
      bg={panel.activeBonus ? 'teal.0' : 'gray.0'}
      data-testid="referral-bonus"
    >
      <Group justify="space-between" gap="xs">
        <Group gap="xs" wrap="nowrap">
          <IconGift size={18} aria-hidden />
          {panel.activeBonus ? (
            <Stack gap={0}>
              <Text fw={600}>{t('dashboards:referral.bonusActive')}</Text>
              <Text size="sm">
                {t('dashboards:referral.daysLeft', { count: panel.activeBonus.daysLeft })}
                {' · '}
                {t('dashboards:referral.bonusEnds', {
                  date: formatDate(panel.activeBonus.endsAt, locale, {
                    day: 'numeric',
                    month: 'short',
                    year: 'numeric',
                    timeZone: APP_TIME_ZONE,
                  }),
                })}
              </Text>
            </Stack>
          ) : (
            <Text size="sm">{t('dashboards:referral.noBonus')}</Text>
          )}
        </Group>
        <Badge variant="light" color="grape">
          {t('dashboards:referral.bonusesEarned', {
            earned: panel.bonusesEarned,
            max: panel.maxBonuses,
          })}
        </Badge>
      </Group>
    </Paper>
  );
};

const Invitees = ({ panel }: { panel: Panel }) => {
  const { t } = useTranslation();
  if (panel.inviteeCount === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('dashboards:referral.noInvitees')}
      </Text>
    );
  return (
    <Stack gap="xs">
      <Group gap={6}>
        <IconUsers size={16} aria-hidden />
        <Text fw={600} size="sm">
          {t('dashboards:referral.inviteesTitle', { count: panel.inviteeCount })}
        </Text>
      </Group>
      {/* The list is about 10rem tall and scrolls. */}
      <ScrollArea.Autosize mah="10rem" type="auto" offsetScrollbars>
        <Stack
          component="ul"
          gap={4}
          aria-label={t('dashboards:referral.inviteesLabel')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {panel.invitees.map((invitee) => {
            const remaining = Math.max(0, panel.completionsForBonus - invitee.completedBookings);
            return (
              <Group
                key={invitee.id}
                component="li"
                justify="space-between"
                gap="xs"
                wrap="nowrap"
                py={4}
                data-testid="referral-invitee"
              >
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={500} truncate>
                    {invitee.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('dashboards:referral.completed', {
                      count: invitee.completedBookings,
                    })}
                  </Text>
                </Stack>
                {invitee.bonusAwarded ? (
                  <Badge color="teal" variant="light" style={{ flexShrink: 0 }}>
                    {t('dashboards:referral.bonusAwarded')}
                  </Badge>
                ) : remaining > 0 ? (
                  <Badge color="gray" variant="light" style={{ flexShrink: 0 }}>
                    {t('dashboards:referral.remaining', { count: remaining })}
                  </Badge>
                ) : null}
              </Group>
            );
          })}
        </Stack>
      </ScrollArea.Autosize>
      {panel.invitees.length < panel.inviteeCount ? (
        <Text size="xs" c="dimmed">
          {t('dashboards:referral.shownOfTotal', {
            shown: formatDashboardNumber(panel.invitees.length),
          })}
        </Text>
      ) : null}
    </Stack>
  );
};

/**
 * The owner dashboard's referral panel: the owner's code to
 * copy, the commission-free time running and its days left, and the people who used the code.
 */
export const ReferralPanel = () => {
  const { t } = useTranslation();
  const dashboard = useMyDashboard();
  const panel = dashboard.data?.role === 'owner' ? dashboard.data.referral : null;
  return (
    <SectionCard
      title={t('dashboards:referral.title')}
      description={t('dashboards:referral.description', {
        needed: REFERRAL_COMPLETIONS_FOR_BONUS,
        days: REFERRAL_BONUS_DAYS,
        max: REFERRAL_MAX_BONUSES,
      })}
      asSection
      data-testid="referral-panel"
    >
      {dashboard.isError ? (
        <ErrorAlert
          message={t('common:errors.errorFetchingData')}
          onRetry={() => void dashboard.refetch()}
        />
      ) : panel ? (
        <>
          <ReferralCode code={panel.code} />
          <BonusStatus panel={panel} />
          <Invitees panel={panel} />
        </>
      ) : (
        <Stack gap="sm" role="status" aria-label={t('dashboards:loading')}>
          <Skeleton h={48} w={220} />
          <Skeleton h={44} />
        </Stack>
      )}
    </SectionCard>
  );
};
