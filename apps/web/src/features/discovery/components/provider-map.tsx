import { Alert, Anchor, Badge, Box, Button, Card, Grid, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ProviderCard as ProviderCardData } from '@patili/domain/discovery';
import { IconMapOff, IconMapPinOff } from '@tabler/icons-react';
import { Component, lazy, Suspense, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { EmptyState } from '../../../components/feedback/empty-state';
import { providerPriceText } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { logger } from '../../../lib/logger';
import { placedCards, placeLine, type ProfileLink } from '../utils/map';
import { RatingLine } from './rating-line';

/** Leaflet and the clustering come with the map only: the list view never loads them. */
const ProviderMapCanvas = lazy(() => import('./provider-map-canvas'));

/** The map's height: most of a phone's screen under the filters, more on a desktop. */
const MAP_HEIGHT = { base: 420, md: 560 } as const;

/** Shows `fallback` instead of a child that failed (the map's code could not be loaded). */
class MapFailure extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    logger.warn('browse map could not be shown; the list beside it stays', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * The page's results as a list beside the map: what the markers say (name, place, distance,
 * rating, price) and a link to each profile, so a screen reader or keyboard user has all of it
 * without the map, and the results without a point are there too.
 */
const MapResultsList = ({ cards, profileLink }: { cards: readonly ProviderCardData[]; profileLink: ProfileLink }) => {
  const { t } = useTranslation();
  const locale = currentLocale();
  const titleId = useId();
  const missing = cards.filter((card) => card.point === null).length;
  return (
    <Stack component="section" aria-labelledby={titleId} gap="xs" data-testid="map-results-list">
      <Title order={2} fz="md" id={titleId}>
        {t('discovery:map.listTitle')}
      </Title>
      {missing > 0 ? (
        <Text size="sm" c="dimmed">
          {t('discovery:map.someNotOnMap', { count: missing })}
        </Text>
      ) : null}
      <Box mah={{ md: MAP_HEIGHT.md - 40 }} style={{ overflowY: 'auto' }}>
        <Stack component="ol" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {cards.map((card) => {
            const link = profileLink(card);
            const place = placeLine(t, card, locale);
            return (
              <Card component="li" key={card.id} withBorder radius="md" padding="sm" data-testid="map-result">
                <Stack gap={2}>
                  <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                    <Anchor component={Link} to={link.path} state={link.state} fw={700}>
                      {card.name}
                    </Anchor>
                    {card.point === null ? (
                      <Badge variant="light" color="gray" tt="none" leftSection={<IconMapPinOff size={12} aria-hidden />} style={{ flexShrink: 0 }}>
                        {t('discovery:map.notOnMap')}
                      </Badge>
                    ) : null}
                  </Group>
                  {place ? (
                    <Text size="sm" c="dimmed">
                      {place}
                    </Text>
                  ) : null}
                  <RatingLine average={card.rating.average} count={card.rating.count} />
                  <Text size="sm" fw={600} c={card.price ? undefined : 'dimmed'}>
                    {card.price ? providerPriceText(t, card.price, locale) : t('discovery:card.noPrice')}
                  </Text>
                </Stack>
              </Card>
            );
          })}
        </Stack>
      </Box>
    </Stack>
  );
};

/**
 * The current page on a map: a marker per result with a point (the provider's shared, blurred
 * point), clustered where they crowd, with the same results listed beside it. When no result of
 * the page has a point, the map gives way to a message; paging stays with the caller.
 */
export const ProviderMap = ({
  cards,
  profileLink,
  onShowList,
  dimmed = false,
}: {
  cards: readonly ProviderCardData[];
  profileLink: ProfileLink;
  onShowList: () => void;
  /** The next page is on its way: the current one stays, faded. */
  dimmed?: boolean;
}) => {
  const { t } = useTranslation();
  const hintId = useId();
  const placed = placedCards(cards);
  return (
    <Grid gap="md" style={{ opacity: dimmed ? 0.6 : 1 }} data-testid="provider-map">
      <Grid.Col span={{ base: 12, md: 8 }}>
        {placed.length === 0 ? (
          <EmptyState
            testId="map-empty"
            icon={<IconMapOff size={26} />}
            title={t('discovery:map.emptyTitle')}
            body={t('discovery:map.emptyBody')}
            action={
              <Button variant="light" onClick={onShowList}>
                {t('discovery:map.backToList')}
              </Button>
            }
          />
        ) : (
          <Stack gap={6}>
            <VisuallyHidden id={hintId}>{t('discovery:map.keyboardHint')}</VisuallyHidden>
            <Box
              h={MAP_HEIGHT}
              style={{ borderRadius: 'var(--mantine-radius-lg)', overflow: 'hidden', position: 'relative', zIndex: 0 }}
            >
              <MapFailure
                fallback={
                  <Alert color="gray" variant="light" icon={<IconMapOff size={18} />} h="100%">
                    {t('discovery:map.failed')}
                  </Alert>
                }
              >
                <Suspense
                  fallback={<Skeleton h="100%" radius="lg" role="status" aria-label={t('discovery:map.loading')} />}
                >
                  <ProviderMapCanvas
                    cards={placed}
                    label={t('discovery:map.regionLabel')}
                    describedBy={hintId}
                    profileLink={profileLink}
                  />
                </Suspense>
              </MapFailure>
            </Box>
            <Text size="xs" c="dimmed">
              {t('discovery:map.approximate')}
            </Text>
          </Stack>
        )}
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <MapResultsList cards={cards} profileLink={profileLink} />
      </Grid.Col>
    </Grid>
  );
};
