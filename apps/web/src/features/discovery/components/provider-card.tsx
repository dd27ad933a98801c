import { Avatar, Badge, Button, Card, Group, Image, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ProviderCard as ProviderCardData } from '@patili/domain/discovery';
import { IconFirstAidKit, IconHome, IconMapPin, IconSchool, IconStethoscope, IconWalk } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { CancellationPolicy } from '../../../components/bookings/cancellation-policy';
import { initialsOf, providerPriceText } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { distanceText, serviceLabel } from '../utils/format';
import { RatingLine } from './rating-line';
import { ResponsivenessLine } from './responsiveness-line';
import { VerifiedBadge } from './verified-badge';

/** The picture shown when a provider has no gallery photo, per kind. */
export const KIND_ICONS = { sitter: IconHome, veterinarian: IconStethoscope, pet_walker: IconWalk, trainer: IconSchool } as const;

const MAX_BADGES = 4;

/** The card's top: the first gallery photo, or a calm tile with the kind's icon. */
const CardPhoto = ({ card }: { card: ProviderCardData }) => {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const Icon = KIND_ICONS[card.kind];
  if (card.photoUrl && !failed) {
    return <Image src={card.photoUrl} h={150} alt={t('discovery:card.photoAlt', { name: card.name })} onError={() => setFailed(true)} />;
  }
  return (
    <Group h={{ base: 96, xs: 150 }} justify="center" bg="patili.0" aria-hidden>
      <ThemeIcon size={64} radius="xl" variant="light">
        <Icon size={34} />
      </ThemeIcon>
    </Group>
  );
};

/**
 * One browse result: photo, name (and the verified badge), where and how far, rating, how fast the provider usually
 * answers, price in the kind's unit, the start of the bio and the services, with a link to the
 * public profile.
 */
export const ProviderCard = ({ card, profilePath, linkState }: { card: ProviderCardData; profilePath: string; linkState?: unknown }) => {
  const { t } = useTranslation();
  const locale = currentLocale();
  const place = [card.district, card.cityName].filter(Boolean).join(', ');
  const badges = card.services.slice(0, MAX_BADGES);
  const more = card.services.length - badges.length;
  return (
    <Card withBorder radius="lg" padding="md" data-testid="provider-card" h="100%">
      <Card.Section>
        <CardPhoto card={card} />
      </Card.Section>
      <Stack gap="xs" mt="md" style={{ flex: 1 }}>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Avatar src={card.avatarUrl} alt={card.name} radius="xl" size={44} color="patili">
            {initialsOf(card.name, { skipTitles: true })}
          </Avatar>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700} size="lg" lh={1.25} truncate="end" component="h3" m={0}>
              {card.name}
            </Text>
            <VerifiedBadge verified={card.verified} />
            {card.clinicName ? (
              <Text size="sm" c="dimmed" truncate="end">
                {card.clinicName}
              </Text>
            ) : null}
            {place || card.distanceKm !== null ? (
              <Group gap={4} wrap="nowrap">
                <IconMapPin size={14} aria-hidden style={{ flexShrink: 0 }} />
                <Text size="sm" c="dimmed" truncate="end">
                  {[place, card.distanceKm !== null ? distanceText(t, card.distanceKm, locale) : null]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Group>
            ) : null}
          </Stack>
        </Group>
        <RatingLine average={card.rating.average} count={card.rating.count} />
        <ResponsivenessLine responsiveness={card.responsiveness} variant="compact" />
        <Text fw={700} c={card.price ? undefined : 'dimmed'}>
          {card.price ? providerPriceText(t, card.price, locale) : t('discovery:card.noPrice')}
        </Text>
        <CancellationPolicy policy={card.cancellationPolicy} variant="line" />
        {card.bio ? (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {card.bio}
          </Text>
        ) : null}
        <Group gap={6}>
          {card.knowsFirstAid ? (
            <Badge color="red" variant="light" tt="none" leftSection={<IconFirstAidKit size={12} />}>
              {t('discovery:card.firstAid')}
            </Badge>
          ) : null}
          {card.servicePlace ? (
            <Badge color="teal" variant="light" tt="none">
              {t(`providers:options.servicePlace.${card.servicePlace}`)}
            </Badge>
          ) : null}
          {badges.map((service) => (
            <Badge key={service} variant="default" tt="none" fw={500}>
              {serviceLabel(t, card.kind, service)}
            </Badge>
          ))}
          {more > 0 ? (
            <Badge variant="default" tt="none" fw={500}>
              {t('discovery:card.moreServices', { count: more })}
            </Badge>
          ) : null}
        </Group>
      </Stack>
      <Button component={Link} to={profilePath} state={linkState} variant="light" fullWidth mt="md" aria-label={`${t('discovery:card.viewProfile')}: ${card.name}`}>
        {t('discovery:card.viewProfile')}
      </Button>
    </Card>
  );
};
