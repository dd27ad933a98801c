import { Badge, Button, Grid, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { buildPath } from '@patili/domain/access';
import { MATING_INFO_FIELDS, matingChatIdOf, type MatingListing } from '@patili/domain/mating';
import { speciesLabelKey } from '@patili/domain/shared';
import { IconEdit, IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Fact } from '../../../components/layout/fact';
import { StatusMessage } from '../../../components/feedback/status-message';
import { LinkedText } from '../../../components/text/linked-text';
import { ageText, listingDate, placeOf } from '../utils/mating-format';
import { MatingPhoto } from './mating-photo';
import { MatingStatusBadge } from './mating-status-badge';

/**
 * A listing's detail page: the pet's photo, the title, the listing date, the pet (name,
 * species, breed, age, gender), city and district, the info blocks as plain text (links made
 * clickable safely) and whether it is active. Its owner gets the edit button; anyone else a
 * button to message the owner in their own conversation (`mating_{listingId}_owner_{ownerId}`).
 */
export const MatingListingDetail = ({
  listing,
  viewerId,
}: {
  listing: MatingListing;
  viewerId: string;
}) => {
  const { t, i18n } = useTranslation();
  const isMine = listing.ownerId === viewerId;
  return (
    <Stack gap="lg">
      {!listing.isActive ? <StatusMessage tone="info">{t('mating:detail.inactiveNotice')}</StatusMessage> : null}
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
            <MatingPhoto listing={listing} full />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <Group gap="xs">
              <MatingStatusBadge isActive={listing.isActive} />
              <Badge variant="light">{t(speciesLabelKey(listing.species))}</Badge>
            </Group>
            <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
              {listing.listingTitle}
            </Title>
            <Text c="dimmed" size="sm">
              {t('mating:fields.listedOn')}: {listingDate(listing.createdAt, i18n.language)}
              {listing.updatedAt
                ? ` · ${t('mating:fields.updatedOn')}: ${listingDate(listing.updatedAt, i18n.language)}`
                : ''}
            </Text>
            <Paper withBorder radius="lg" p="md">
              <Stack gap="sm">
                <Title order={2} fz="lg">
                  {t('mating:detail.pet')}: {listing.petName}
                </Title>
                <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
                  <Fact label={t('mating:fields.species')}>{t(speciesLabelKey(listing.species))}</Fact>
                  <Fact label={t('mating:fields.breed')}>{listing.breed ?? t('mating:detail.notSpecified')}</Fact>
                  <Fact label={t('mating:fields.age')}>{ageText(t, listing.age)}</Fact>
                  <Fact label={t('mating:fields.gender')}>{t(`pets:gender.${listing.gender}`)}</Fact>
                  <Fact label={t('mating:fields.location')}>{placeOf(listing)}</Fact>
                  <Fact label={t('mating:fields.owner')}>{listing.ownerName}</Fact>
                </SimpleGrid>
              </Stack>
            </Paper>
            <Group gap="sm">
              {isMine ? (
                <Button
                  component={Link}
                  to={buildPath('mating.edit', { listingId: listing.id })}
                  leftSection={<IconEdit size={16} />}
                >
                  {t('mating:detail.edit')}
                </Button>
              ) : (
                <Button
                  component={Link}
                  to={buildPath('chat.detail', { chatId: matingChatIdOf(listing) })}
                  leftSection={<IconMessageCircle size={16} />}
                >
                  {t('mating:detail.messageOwner')}
                </Button>
              )}
            </Group>
          </Stack>
        </Grid.Col>
      </Grid>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="mating-info">
        <Stack gap="md">
          <Title order={2} fz="lg" id="mating-info">
            {t('mating:detail.info')}
          </Title>
          {MATING_INFO_FIELDS.map((field) => (
            <Stack key={field} gap={4} data-testid={`mating-${field}`}>
              <Text fw={600} size="sm">
                {t(`mating:fields.${field}`)}
              </Text>
              {listing[field] ? (
                <LinkedText text={listing[field]} />
              ) : (
                <Text size="sm" c="dimmed">
                  {t('mating:detail.notSpecified')}
                </Text>
              )}
            </Stack>
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
};
