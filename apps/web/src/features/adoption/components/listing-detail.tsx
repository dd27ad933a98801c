import {
  Alert,
  Badge,
  Button,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { buildPath } from '@patili/domain/access';
import { listingActionsFor, type AdoptionListing } from '@patili/domain/adoption';
import { formatChatId } from '@patili/domain/chat';
import { speciesLabelKey } from '@patili/domain/shared';
import {
  IconArrowLeft,
  IconCircleCheck,
  IconEdit,
  IconHeart,
  IconMessageCircle,
  IconTrash,
  IconBan,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Fact } from '../../../components/layout/fact';
import { PhotoCarousel } from '../../../components/photos/photo-carousel';
import { LinkedText } from '../../../components/text/linked-text';
import { formatIstanbulMoment } from '../../../lib/format';
import { ageLabel, placeLabel } from '../utils/labels';
import { AdoptionPolicy } from './adoption-policy';
import { ListingActionModal, type ListingAction } from './listing-action-modal';
import { StatusBadge } from './status-badge';

const Notes = ({ label, text }: { label: string; text: string | null }) => {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Title order={3} fz="md">
        {label}
      </Title>
      {text ? (
        <LinkedText text={text} />
      ) : (
        <Text size="sm" c="dimmed">
          {t('adoption:detail.nothingNoted')}
        </Text>
      )}
    </Stack>
  );
};

/**
 * A listing's detail: the photo carousel, its facts and notes (as text, links made
 * clickable), the policy, and the viewer's actions: the owner's edit, delete and "mark adopted"
 * while active; everyone else's message-owner; the admin's take-down.
 */
export const ListingDetail = ({
  listing,
  viewer,
  onDeleted,
}: {
  listing: AdoptionListing;
  viewer: { id: string; isAdmin: boolean };
  onDeleted: () => void;
}) => {
  const { t, i18n } = useTranslation();
  const [action, setAction] = useState<ListingAction | null>(null);
  const actions = listingActionsFor(listing, viewer);
  const animal = t(speciesLabelKey(listing.animalType));
  const chatId = formatChatId({
    kind: 'adoption',
    contextId: listing.id,
    holderId: listing.ownerId,
  });
  const yesNo = (value: boolean) => (value ? t('adoption:yes') : t('adoption:no'));

  return (
    <Stack gap="lg">
      <Group>
        <Button
          component={Link}
          to={buildPath('adoption')}
          variant="subtle"
          leftSection={<IconArrowLeft size={16} />}
          px={0}
        >
          {t('adoption:detail.back')}
        </Button>
      </Group>
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <PhotoCarousel
            photos={listing.photos}
            altOf={(index) => t('adoption:carousel.alt', { breed: listing.breed, index: index + 1 })}
            testId="adoption-carousel"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <Group gap="xs">
              <Badge variant="light">{animal}</Badge>
              <StatusBadge status={listing.status} />
            </Group>
            <Title order={1} fz={{ base: 26, sm: 32 }} style={{ overflowWrap: 'anywhere' }}>
              {listing.breed}
            </Title>
            <Text c="dimmed">
              {ageLabel(t, listing)} · {t(`adoption:gender.${listing.gender}`)}
            </Text>
            {listing.status === 'adopted' ? (
              <Alert color="blue" variant="light" icon={<IconHeart size={18} />}>
                {t('adoption:detail.adoptedNotice')}
              </Alert>
            ) : null}
            {listing.status === 'removed' ? (
              <Alert color="red" variant="light" icon={<IconBan size={18} />}>
                {t('adoption:detail.removedNotice')}
              </Alert>
            ) : null}
            <Paper withBorder radius="lg" p="md">
              <SimpleGrid cols={2} spacing="sm">
                <Fact label={t('adoption:detail.location')}>{placeLabel(listing)}</Fact>
                <Fact label={t('adoption:detail.owner')}>{listing.ownerName}</Fact>
                <Fact label={t('adoption:detail.vaccinated')}>{yesNo(listing.isVaccinated)}</Fact>
                <Fact label={t('adoption:detail.neutered')}>{yesNo(listing.isNeutered)}</Fact>
                <Fact label={t('adoption:detail.postedAt')}>
                  {formatIstanbulMoment(listing.createdAt, i18n.language)}
                </Fact>
                <Fact label={t('adoption:detail.updatedAt')}>
                  {formatIstanbulMoment(listing.updatedAt, i18n.language)}
                </Fact>
              </SimpleGrid>
            </Paper>
            {actions.message ? (
              <Button
                component={Link}
                to={buildPath('chat.detail', { chatId })}
                leftSection={<IconMessageCircle size={18} />}
                size="md"
                data-testid="adoption-message-owner"
              >
                {t('adoption:detail.messageOwner')}
              </Button>
            ) : null}
            {listing.ownerId === viewer.id ? (
              <Text size="sm" c="dimmed">
                {t('adoption:detail.ownListing')}
              </Text>
            ) : null}
            {actions.edit || actions.delete || actions.markAdopted ? (
              <Group gap="xs">
                {actions.edit ? (
                  <Button
                    component={Link}
                    to={buildPath('adoption.edit', { listingId: listing.id })}
                    variant="light"
                    leftSection={<IconEdit size={16} />}
                  >
                    {t('adoption:detail.edit')}
                  </Button>
                ) : null}
                {actions.markAdopted ? (
                  <Button
                    variant="light"
                    color="blue"
                    leftSection={<IconCircleCheck size={16} />}
                    onClick={() => setAction('markAdopted')}
                  >
                    {t('adoption:detail.markAdopted')}
                  </Button>
                ) : null}
                {actions.delete ? (
                  <Button
                    variant="light"
                    color="red"
                    leftSection={<IconTrash size={16} />}
                    onClick={() => setAction('delete')}
                  >
                    {t('adoption:detail.delete')}
                  </Button>
                ) : null}
              </Group>
            ) : null}
            {actions.remove ? (
              <Button
                variant="outline"
                color="red"
                leftSection={<IconBan size={16} />}
                onClick={() => setAction('remove')}
              >
                {t('adoption:detail.remove')}
              </Button>
            ) : null}
          </Stack>
        </Grid.Col>
      </Grid>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Notes label={t('adoption:detail.health')} text={listing.healthNotes} />
          <Notes label={t('adoption:detail.character')} text={listing.characterNotes} />
          <Notes label={t('adoption:detail.additionalInfo')} text={listing.additionalInfo} />
        </Stack>
      </Paper>
      <AdoptionPolicy />
      <ListingActionModal
        listing={action ? listing : null}
        action={action}
        onClose={() => setAction(null)}
        onDone={(done) => {
          if (done === 'delete') onDeleted();
        }}
      />
    </Stack>
  );
};
