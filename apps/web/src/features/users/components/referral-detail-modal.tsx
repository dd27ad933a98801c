import { Badge, Divider, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { REFERRAL_COMPLETIONS_FOR_BONUS } from '@patili/domain/bookings';
import type { ReferralBonusView, ReferralDetail } from '@patili/domain/users';
import { useTranslation } from 'react-i18next';

import { ErrorAlert } from '../../../components/feedback/error-alert';
import { LoadingScreen } from '../../../components/feedback/loading-screen';
import { formatIstanbulMoment } from '../../../lib/format';
import { errorMessage } from '../../../lib/form';
import { currentLocale } from '../../../lib/i18n';
import { useReferral } from '../api/get-referral';

const WindowLine = ({ bonus }: { bonus: ReferralBonusView }) => {
  const { t } = useTranslation();
  const locale = currentLocale();
  const state = bonus.active ? 'active' : bonus.daysLeft > 0 ? 'upcoming' : 'ended';
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm">
        {t('users:referrals.detail.window', {
          number: bonus.bonusNumber,
          start: formatIstanbulMoment(bonus.startsAt, locale),
          end: formatIstanbulMoment(bonus.endsAt, locale),
        })}
      </Text>
      <Badge size="sm" variant="light" tt="none" color={state === 'active' ? 'teal' : state === 'upcoming' ? 'blue' : 'gray'}>
        {t(`users:referrals.detail.${state}`)}
      </Badge>
    </Group>
  );
};

const Person = ({ label, person }: { label: string; person: ReferralDetail['inviter'] }) => {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Title order={3} fz="md">
        {label}
      </Title>
      <Text fw={600}>{person.name}</Text>
      <Text size="sm" style={{ wordBreak: 'break-all' }}>
        {person.email}
      </Text>
      <Text size="sm">
        {t('users:referrals.detail.code')}: <b>{person.referralCode}</b>
      </Text>
      <Text size="sm" fw={600}>
        {t('users:referrals.detail.bonuses')}
      </Text>
      {person.bonuses.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('users:referrals.detail.noBonuses')}
        </Text>
      ) : (
        person.bonuses.map((bonus) => <WindowLine key={bonus.bonusNumber} bonus={bonus} />)
      )}
      <Text size="sm" data-testid="days-left">
        {t('users:referrals.detail.daysLeft', { count: person.daysLeft })}
      </Text>
    </Stack>
  );
};

/** One referral record: both people, their bonus windows and commission-free days left. */
export const ReferralDetailModal = ({ inviteeId, onClose }: { inviteeId: string | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const locale = currentLocale();
  const query = useReferral(inviteeId);
  return (
    <Modal opened={inviteeId !== null} onClose={onClose} title={t('users:referrals.detail.title')} centered radius="lg" size="lg">
      {query.isPending ? (
        <LoadingScreen fullHeight={false} />
      ) : query.isError ? (
        <ErrorAlert message={errorMessage(query.error, t('users:referrals.detail.loadFailed'))} onRetry={() => void query.refetch()} />
      ) : (
        <Stack gap="md" data-testid="referral-detail">
          <Text size="sm">
            {t('users:referrals.detail.completed', { count: query.data.record.bookingsCompleted, needed: REFERRAL_COMPLETIONS_FOR_BONUS })}
          </Text>
          <Text size="sm">{t('users:referrals.detail.joined', { date: formatIstanbulMoment(query.data.record.inviteeJoinedDate, locale) })}</Text>
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('users:referrals.detail.thisBonus')}
            </Text>
            {query.data.bonus ? <WindowLine bonus={query.data.bonus} /> : <Text size="sm" c="dimmed">{t('users:referrals.detail.noBonusYet')}</Text>}
          </Stack>
          <Divider />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <Person label={t('users:referrals.detail.inviter')} person={query.data.inviter} />
            <Person label={t('users:referrals.detail.invitee')} person={query.data.invitee} />
          </SimpleGrid>
        </Stack>
      )}
    </Modal>
  );
};
