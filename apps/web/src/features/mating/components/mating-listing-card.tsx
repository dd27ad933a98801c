import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { buildPath } from '@patili/domain/access';
import type { MatingListing } from '@patili/domain/mating';
import { speciesLabelKey } from '@patili/domain/shared';
import { IconCalendar, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ageText, listingDate, placeOf } from '../utils/mating-format';
import { MatingPhoto } from './mating-photo';

/** One listing in the list: the pet's photo, the title, the pet, the place and the date. */
export const MatingListingCard = ({ listing }: { listing: MatingListing }) => {
  const { t, i18n } = useTranslation();
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      component={Link}
      to={buildPath('mating.detail', { listingId: listing.id })}
      data-testid="mating-card"
      style={{ height: '100%' }}
    >
      <Card.Section>
        <MatingPhoto listing={listing} />
      </Card.Section>
      <Stack gap={6} mt="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={2} fz="md" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {listing.listingTitle}
          </Title>
          <Badge variant="light" style={{ flexShrink: 0 }}>
            {t(speciesLabelKey(listing.species))}
          </Badge>
        </Group>
        <Text size="sm" lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
          {[listing.petName, listing.breed, ageText(t, listing.age)].filter(Boolean).join(' · ')}
        </Text>
        <Group gap={4} c="dimmed" wrap="nowrap">
          <IconMapPin size={14} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm" lineClamp={1}>
            {placeOf(listing)}
          </Text>
        </Group>
        <Group gap={4} c="dimmed" wrap="nowrap">
          <IconCalendar size={14} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm">{listingDate(listing.createdAt, i18n.language)}</Text>
        </Group>
      </Stack>
    </Card>
  );
};
