import { Skeleton } from '@mantine/core';
import { lazy, Suspense, type ComponentProps } from 'react';

import { ChartBoundary } from './chart-boundary';

// The charts' code (@mantine/charts and recharts) in its own chunk, fetched when a chart is first drawn.
const charts = () => import('./report-charts');
const LazyTimelineChart = lazy(() => charts().then((module) => ({ default: module.TimelineChart })));
const LazyCategoryChart = lazy(() => charts().then((module) => ({ default: module.CategoryChart })));

const Loading = ({ height }: { height: number }) => <Skeleton h={height} radius="md" aria-hidden />;

export const TimelineChart = (props: ComponentProps<typeof LazyTimelineChart>) => (
  <ChartBoundary>
    <Suspense fallback={<Loading height={280} />}>
      <LazyTimelineChart {...props} />
    </Suspense>
  </ChartBoundary>
);

export const CategoryChart = (props: ComponentProps<typeof LazyCategoryChart>) => (
  <ChartBoundary>
    <Suspense fallback={<Loading height={240} />}>
      <LazyCategoryChart {...props} />
    </Suspense>
  </ChartBoundary>
);
