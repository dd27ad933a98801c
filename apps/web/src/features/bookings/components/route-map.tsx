import { Box, Skeleton, Stack, Text } from '@mantine/core';
import type { RoutePoint } from '@patili/domain/bookings';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { logger } from '../../../lib/logger';
import { RouteDrawing } from './route-drawing';

/** The map library comes with the map only (it is not part of the screen's own code). */
const WalkMap = lazy(() => import('./walk-map'));

/** Shows `fallback` instead of a child that failed (the map's code could not be loaded). */
class MapFailure extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    logger.warn('walk map could not be shown; drawing the route plainly', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * A walk's route on a real map, and as a plain drawing when the map library cannot be loaded
 * (offline, blocked): the route is shown either way. Without tiles (no network to OpenStreetMap)
 * the map still draws the route's lines, fitted to them.
 */
export const RouteMap = ({
  segments,
  live,
  height = 360,
}: {
  segments: readonly (readonly RoutePoint[])[];
  live: boolean;
  height?: number | string;
}) => {
  const { t } = useTranslation();
  const count = segments.reduce((sum, segment) => sum + segment.length, 0);
  const routeLabel = t('bookings:tracking.live.routeLabel', { count });
  const drawing = (
    <Stack gap={6} h="100%">
      <Box
        style={{
          flex: 1,
          minHeight: 0,
          aspectRatio: '1 / 1',
          maxHeight: '100%',
          marginInline: 'auto',
        }}
      >
        <RouteDrawing segments={segments} label={routeLabel} live={live} />
      </Box>
      <Text size="xs" c="dimmed" ta="center">
        {t('bookings:tracking.live.mapFallback')}
      </Text>
    </Stack>
  );
  return (
    <Box
      h={height}
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        overflow: 'hidden',
        position: 'relative',
        zIndex: 0,
      }}
    >
      <MapFailure fallback={drawing}>
        <Suspense
          fallback={
            <Skeleton h="100%" radius="md" role="status" aria-label={t('bookings:tracking.live.loading')} />
          }
        >
          <WalkMap segments={segments} live={live} label={t('bookings:tracking.live.mapLabel')} />
        </Suspense>
      </MapFailure>
    </Box>
  );
};
