import { Anchor, Avatar, Badge, Button, Card, Group, Image, Rating, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { PublicProviderProfile, ProviderPublicDetails } from '@patili/domain/discovery';
import { optionLabelKey } from '@patili/domain/providers';
import { formatKurus, toKurus } from '@patili/domain/shared';
import { IconArrowLeft, IconCalendarPlus, IconExternalLink, IconFileText, IconFirstAidKit, IconMapPin } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { CancellationPolicy } from '../../../components/bookings/cancellation-policy';
import { SectionCard } from '../../../components/layout/section-card';
import { initialsOf, providerPriceText } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { distanceText, serviceLabel } from '../utils/format';
import { RatingLine } from './rating-line';
import { ResponsivenessLine } from './responsiveness-line';
import { VerifiedBadge } from './verified-badge';

type DetailRow = { label: string; value: ReactNode };

/** Public profile labels are in the third person ("service regions"), not the setup form's "you". */
const field = (t: TFunction, name: string) => t(`discovery:profile.fields.${name}`);
const option = (t: TFunction, name: string, value: string) => t(optionLabelKey(name, value));
const yesNo = (t: TFunction, value: boolean) => (value ? t('discovery:profile.yes') : t('discovery:profile.no'));

/** The kind's public details as label and value rows; empty answers are left out. */
const detailRows = (t: TFunction, details: ProviderPublicDetails): DetailRow[] => {
  const rows: Array<DetailRow | null> = [];
  const add = (name: string, value: ReactNode | null | undefined) =>
    rows.push(value === null || value === undefined || value === '' ? null : { label: field(t, name), value });
  const list = (values: string[]) => (values.length > 0 ? values.join(', ') : null);
  switch (details.kind) {
    case 'sitter':
      add('serviceLocationType', details.serviceLocationType && t(`discovery:profile.serviceLocation.${details.serviceLocationType}`));
      add('hasFencedYard', details.hasFencedYard === null ? null : yesNo(t, details.hasFencedYard));
      add('isNonSmokingHome', details.isNonSmokingHome === null ? null : yesNo(t, details.isNonSmokingHome));
      add('otherPetsInHome', details.otherPetsInHome && option(t, 'otherPetsInHome', details.otherPetsInHome));
      add('childrenInHome', details.childrenInHome && option(t, 'childrenInHome', details.childrenInHome));
      add('materials', list(details.materials.map((m) => option(t, 'sitterMaterials', m))));
      add('homeEnvironmentNotes', details.homeEnvironmentNotes);
      add('liveViewing', details.liveViewing ? t('discovery:profile.liveViewing') : null);
      break;
    case 'veterinarian':
      add('clinicName', details.clinicName);
      add('clinicAddress', details.clinicAddress);
      add(
        'clinicPhoneNumber',
        details.clinicPhoneNumber ? <Anchor href={`tel:${details.clinicPhoneNumber.replace(/[^\d+]/g, '')}`}>{details.clinicPhoneNumber}</Anchor> : null,
      );
      add('workingHours', details.workingHours);
      add('servicePlace', details.servicePlace && option(t, 'servicePlace', details.servicePlace));
      add('worksWithExotics', details.worksWithExotics ? t('discovery:profile.worksWithExotics') : null);
      break;
    case 'pet_walker':
      add('preferredWalkingAreas', details.preferredWalkingAreas);
      add('serviceRegions', list(details.serviceRegions));
      add('maxDogSize', details.maxDogSize && option(t, 'maxDogSizeServiced', details.maxDogSize));
      add('speciesPreference', list(details.speciesPreference.map((s) => option(t, 'walkerSpeciesPreference', s))));
      add('weeklyAvailability', details.weeklyAvailability);
      add('experienceNotes', details.experienceNotes);
      break;
    case 'trainer':
      add('experienceYears', details.experienceYears === null ? null : t('discovery:profile.experienceYears', { count: details.experienceYears }));
      add('serviceAreas', details.serviceAreas);
      add('philosophy', details.philosophy);
      add('availabilityNotes', details.availabilityNotes);
      add(
        'videoUrl',
        details.videoUrl ? (
          <Anchor href={details.videoUrl} target="_blank" rel="noopener noreferrer">
            {t('discovery:profile.video')} <IconExternalLink size={14} style={{ verticalAlign: 'middle' }} />
          </Anchor>
        ) : null,
      );
      break;
  }
  return rows.filter((row): row is DetailRow => row !== null);
};

/** A gallery photo that disappears if it cannot be loaded (removed since). */
const GalleryPhoto = ({ url, alt }: { url: string; alt: string }) => {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <Anchor href={url} target="_blank" rel="noopener noreferrer">
      <Image src={url} alt={alt} radius="md" h={180} fit="cover" onError={() => setFailed(true)} />
    </Anchor>
  );
};

type Props = {
  profile: PublicProviderProfile;
  /** The kind's existing book route for this provider. */
  bookPath: string;
  /** Where "back to the list" goes (the browse screen the owner came from). */
  backPath: string;
  /** Under the Book button: the screen's way to ask the provider a question before booking. */
  askAction?: ReactNode;
};

/**
 * A provider's public profile: photos, bio, services and prices, the kind's details,
 * rating and reviews, how the provider answers requests, distance, and the Book button to the
 * kind's booking route.
 */
export const ProviderProfileView = ({ profile, bookPath, backPath, askAction }: Props) => {
  const { t } = useTranslation();
  const locale = currentLocale();
  const place = [profile.district, profile.cityName].filter(Boolean).join(', ');
  const rows = detailRows(t, profile.details);
  const specializations = profile.details.kind === 'veterinarian' ? profile.details.specializations : [];
  const badges = profile.details.kind === 'veterinarian' ? specializations : profile.services;
  return (
    <Stack gap="lg">
      <Group>
        <Button component={Link} to={backPath} variant="subtle" leftSection={<IconArrowLeft size={16} />} px={0}>
          {t('discovery:profile.back')}
        </Button>
      </Group>
      <Card withBorder radius="lg" padding="lg">
        <Group align="flex-start" gap="lg" wrap="wrap">
          <Avatar src={profile.avatarUrl} alt={profile.name} size={96} radius={96} color="patili">
            {initialsOf(profile.name, { skipTitles: true })}
          </Avatar>
          <Stack gap={6} style={{ flex: '1 1 240px' }}>
            <Group gap="xs">
              <Badge variant="light">{t(`common:roles.${profile.kind}`)}</Badge>
              <VerifiedBadge verified={profile.verified} />
            </Group>
            <Title order={1} fz={{ base: 26, sm: 30 }}>
              {profile.name}
            </Title>
            {place || profile.distanceKm !== null ? (
              <Group gap={4} wrap="nowrap">
                <IconMapPin size={16} aria-hidden style={{ flexShrink: 0 }} />
                <Text c="dimmed">
                  {[place, profile.distanceKm !== null ? distanceText(t, profile.distanceKm, locale) : null]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Group>
            ) : null}
            <RatingLine average={profile.rating.average} count={profile.rating.count} size="md" />
            <ResponsivenessLine responsiveness={profile.responsiveness} />
            <CancellationPolicy policy={profile.cancellationPolicy} />
            {profile.details.kind === 'pet_walker' && profile.details.knowsFirstAid ? (
              <Badge color="red" variant="light" tt="none" leftSection={<IconFirstAidKit size={12} />} style={{ alignSelf: 'flex-start' }}>
                {t('discovery:card.firstAid')}
              </Badge>
            ) : null}
          </Stack>
          <Stack gap="xs" align="stretch" w={{ base: '100%', sm: 'auto' }}>
            <Text fw={700} fz="xl" ta={{ base: 'left', sm: 'right' }}>
              {profile.price ? providerPriceText(t, profile.price, locale) : t('discovery:card.noPrice')}
            </Text>
            <Button component={Link} to={bookPath} size="md" leftSection={<IconCalendarPlus size={18} />} data-testid="book-button">
              {t('discovery:profile.book')}
            </Button>
            {askAction}
          </Stack>
        </Group>
      </Card>

      {profile.photos.length > 0 ? (
        <SectionCard title={t('discovery:profile.photos')} asSection gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
            {profile.photos.map((photo, index) => (
              <GalleryPhoto key={photo.url} url={photo.url} alt={t('discovery:profile.photoAlt', { name: profile.name, index: index + 1 })} />
            ))}
          </SimpleGrid>
        </SectionCard>
      ) : null}

      <SectionCard title={t('discovery:profile.about')} asSection gap="sm">
        <Text style={{ whiteSpace: 'pre-line' }} c={profile.bio ? undefined : 'dimmed'}>
          {profile.bio || t('discovery:profile.noBio')}
        </Text>
      </SectionCard>

      {badges.length > 0 || profile.servicePrices.length > 0 ? (
        <SectionCard title={profile.kind === 'veterinarian' ? field(t, 'specializations') : t('discovery:profile.services')} asSection gap="sm">
          {profile.servicePrices.length > 0 ? (
            <Table verticalSpacing="xs" aria-label={t('discovery:profile.servicePrices')}>
              <Table.Tbody>
                {profile.servicePrices.map((item) => (
                  <Table.Tr key={item.service}>
                    <Table.Td>{serviceLabel(t, profile.kind, item.service)}</Table.Td>
                    <Table.Td ta="right" fw={600}>
                      {t('catalog:pricePer', { price: formatKurus(toKurus(item.lira), locale), unit: t('catalog:unit.day') })}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ) : (
            <Group gap={6}>
              {badges.map((service) => (
                <Badge key={service} variant="default" tt="none" fw={500} size="lg">
                  {serviceLabel(t, profile.kind, service)}
                </Badge>
              ))}
            </Group>
          )}
        </SectionCard>
      ) : null}

      {rows.length > 0 ? (
        <SectionCard title={t('discovery:profile.details')} asSection gap="sm">
          <Stack gap="sm">
            {rows.map((row) => (
              <Stack key={row.label} gap={0}>
                <Text size="sm" c="dimmed">
                  {row.label}
                </Text>
                <Text component="div" style={{ whiteSpace: 'pre-line' }}>
                  {row.value}
                </Text>
              </Stack>
            ))}
          </Stack>
        </SectionCard>
      ) : null}

      {profile.documents.length > 0 ? (
        <SectionCard title={t('discovery:profile.documents')} asSection gap="sm">
          <Stack gap="xs">
            {profile.documents.map((doc) => (
              <Anchor key={doc.url} href={doc.url} target="_blank" rel="noopener noreferrer">
                <Group gap={6} wrap="nowrap">
                  <IconFileText size={16} aria-hidden />
                  <span>{doc.name}</span>
                </Group>
              </Anchor>
            ))}
          </Stack>
        </SectionCard>
      ) : null}

      <SectionCard title={t('discovery:profile.reviews')} asSection gap="sm">
        {profile.reviews.length === 0 ? (
          <Text c="dimmed">{t('discovery:profile.noReviews')}</Text>
        ) : (
          <Stack gap="md">
            {profile.reviews.map((review) => (
              <Stack key={review.id} gap={4}>
                <Group gap="xs">
                  {/* The stars as an image named by the rating (a label on a plain div fails axe). */}
                  <Rating
                    value={review.rating}
                    readOnly
                    size="sm"
                    role="img"
                    aria-label={t('reviews:item.rating', { rating: review.rating })}
                  />
                  <Text fw={600}>{review.reviewerName}</Text>
                </Group>
                <Text>{review.comment}</Text>
              </Stack>
            ))}
          </Stack>
        )}
      </SectionCard>
    </Stack>
  );
};
