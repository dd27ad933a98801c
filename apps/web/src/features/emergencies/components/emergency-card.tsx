import { Anchor, Card, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { EmergencyView } from '@patili/domain/emergencies';
import { speciesLabelKey } from '@patili/domain/shared';
import { IconMapPin, IconPaw, IconPhone, IconStethoscope } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Fact } from '../../../components/layout/fact';
import { formatIstanbulMoment } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { EmergencyStatusBadge } from './emergency-status-badge';

const PhoneLink = ({ phone }: { phone: string | null }) =>
  phone ? (
    <Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`} size="sm">
      <Group gap={4} component="span" wrap="nowrap">
        <IconPhone size={14} aria-hidden />
        {phone}
      </Group>
    </Anchor>
  ) : null;

/**
 * One emergency request as its side sees it: the status, the other side and how to reach them
 * (the owner's phone for the vet, the clinic and its phone for the owner), the pet, where and
 * what happened, when it was sent and answered, the vet's note, and the actions given.
 */
export const EmergencyCard = ({
  request,
  actions,
  compact = false,
}: {
  request: EmergencyView;
  actions?: ReactNode;
  /** Fewer details (the owner's dashboard list). */
  compact?: boolean;
}) => {
  const { t } = useTranslation();
  const locale = currentLocale();
  const forVet = request.viewerRole === 'veterinarian';
  const headingId = `emergency-${request.id}`;
  const times = [
    t('emergencies:card.sentAt', { when: formatIstanbulMoment(request.createdAt, locale) }),
    request.answeredAt
      ? t('emergencies:card.answeredAt', { when: formatIstanbulMoment(request.answeredAt, locale) })
      : null,
    request.resolvedAt
      ? t('emergencies:card.resolvedAt', { when: formatIstanbulMoment(request.resolvedAt, locale) })
      : null,
  ].filter((line): line is string => line !== null);
  return (
    <Card
      withBorder
      radius="lg"
      padding={compact ? 'md' : 'lg'}
      component="article"
      aria-labelledby={headingId}
      data-testid="emergency-card"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={3} fz="md" id={headingId}>
              {forVet ? request.owner.name : request.vet.name}
            </Title>
            {!forVet && request.vet.clinicName ? (
              <Text size="sm" c="dimmed">
                {request.vet.clinicName}
              </Text>
            ) : null}
            <PhoneLink phone={forVet ? request.owner.phone : request.vet.clinicPhone} />
          </Stack>
          <EmergencyStatusBadge status={request.status} />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Fact icon={<IconPaw size={16} />} label={t('emergencies:card.pet')}>
            {request.pet
              ? `${request.pet.name} · ${t(speciesLabelKey(request.pet.species))}`
              : t('emergencies:card.petDeleted')}
          </Fact>
          <Fact icon={<IconMapPin size={16} />} label={t('emergencies:card.location')}>
            {request.location}
          </Fact>
        </SimpleGrid>
        {compact ? null : (
          <Fact icon={<IconStethoscope size={16} />} label={t('emergencies:card.details')}>
            {request.description}
          </Fact>
        )}
        {request.vetNote ? (
          <Paper radius="md" p="sm" bg="var(--mantine-color-gray-light)">
            <Text size="xs" c="dimmed">
              {t('emergencies:card.vetNote')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {request.vetNote}
            </Text>
          </Paper>
        ) : null}
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={0}>
            {times.map((line) => (
              <Text key={line} size="xs" c="dimmed">
                {line}
              </Text>
            ))}
          </Stack>
          {actions ? <Group gap="xs">{actions}</Group> : null}
        </Group>
      </Stack>
    </Card>
  );
};
