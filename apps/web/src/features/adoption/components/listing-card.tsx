import { Badge, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { buildPath } from '@patili/domain/access';
import type { AdoptionListing } from '@patili/domain/adoption';
import { speciesLabelKey } from '@patili/domain/shared';
import { IconGenderFemale, IconGenderMale, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ageLabel, placeLabel } from '../utils/labels';
import { StatusBadge } from './status-badge';

/** One listing in the grid: the cover photo, animal and breed, age, gender, place and health badges. */
export const ListingCard = ({ listing }: { listing: AdoptionListing }) => {
  const { t } = useTranslation();
  const cover = listing.photos[0];
  const animal = t(speciesLabelKey(listing.animalType));
  const GenderIcon = listing.gender === 'female' ? IconGenderFemale : IconGenderMale;
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      component={Link}
      to={buildPath('adoption.detail', { listingId: listing.id })}
      data-testid="adoption-card"
      style={{ textDecoration: 'none', color: 'inherit' }}
    >
      <Card.Section pos="relative">
        {cover ? (
          <Image
            src={cover.thumbnailUrl}
            h={190}
            fit="cover"
            alt={t('adoption:card.photoAlt', { animal, breed: listing.breed })}
          />
        ) : null}
        <Group gap={6} pos="absolute" top={10} left={10}>
          <Badge variant="white" color="dark">
            {animal}
          </Badge>
          {listing.status !== 'active' ? <StatusBadge status={listing.status} /> : null}
        </Group>
      </Card.Section>
      <Stack gap={6} mt="md">
        <Title order={3} fz="lg" lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
          {listing.breed}
        </Title>
        <Group gap={6} c="dimmed" wrap="nowrap">
          <Text size="sm">{ageLabel(t, listing)}</Text>
          <Text size="sm" aria-hidden>
            ·
          </Text>
          <GenderIcon size={16} aria-hidden />
          <Text size="sm">{t(`adoption:gender.${listing.gender}`)}</Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconMapPin size={16} aria-hidden />
          <Text size="sm" lineClamp={1}>
            {placeLabel(listing)}
          </Text>
        </Group>
        {listing.isVaccinated || listing.isNeutered ? (
          <Group gap={6}>
            {listing.isVaccinated ? (
              <Badge variant="light" color="teal" size="sm">
                {t('adoption:card.vaccinated')}
              </Badge>
            ) : null}
            {listing.isNeutered ? (
              <Badge variant="light" color="grape" size="sm">
                {t('adoption:card.neutered')}
              </Badge>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
};
