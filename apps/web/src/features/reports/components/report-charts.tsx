// The chart library (@mantine/charts over recharts) and its styles come only with this module,
// which the report screens load lazily (`lazy-charts.tsx`): never in the first load, and not even
// with a report screen until its figures are there to draw.
import '@mantine/charts/styles.layer.css';

import { BarChart, CompositeChart } from '@mantine/charts';
import { Box } from '@mantine/core';

/** A chart's frame: a figure named for a screen reader; the table beside it holds the same figures. */
const Figure = ({ label, testId, children }: { label: string; testId: string; children: React.ReactNode }) => (
  <Box component="figure" m={0} aria-label={label} data-testid={testId}>
    {children}
  </Box>
);

export type TimelinePoint = { label: string; bookings: number; gross: number };

/** Bookings per day or week (bars, left axis) and their gross value in lira (line, right axis). */
export const TimelineChart = ({
  data,
  label,
  bookingsLabel,
  grossLabel,
  formatCount,
  formatMoney,
}: {
  data: TimelinePoint[];
  label: string;
  bookingsLabel: string;
  grossLabel: string;
  formatCount: (value: number) => string;
  formatMoney: (value: number) => string;
}) => (
  <Figure label={label} testId="chart-timeline">
    <CompositeChart
      h={280}
      data={data}
      dataKey="label"
      withLegend
      withRightYAxis
      legendProps={{ verticalAlign: 'bottom' }}
      yAxisProps={{ tickFormatter: (value: number) => formatCount(value), allowDecimals: false }}
      rightYAxisProps={{ tickFormatter: (value: number) => formatMoney(value), width: 90 }}
      valueFormatter={(value) => formatCount(value)}
      series={[
        { name: 'bookings', label: bookingsLabel, color: 'blue.6', type: 'bar' },
        { name: 'gross', label: grossLabel, color: 'orange.6', type: 'line', yAxisId: 'right' },
      ]}
      tooltipProps={{
        formatter: (value, name) => [name === 'gross' ? formatMoney(Number(value)) : formatCount(Number(value)), name === 'gross' ? grossLabel : bookingsLabel],
      }}
      curveType="monotone"
    />
  </Figure>
);

export type BarPoint = { label: string; value: number };

/** One figure per category (statuses, kinds, roles) as bars. */
export const CategoryChart = ({
  data,
  label,
  seriesLabel,
  format,
  testId,
  color = 'patili.6',
  horizontal = false,
  integer = false,
}: {
  data: BarPoint[];
  label: string;
  seriesLabel: string;
  format: (value: number) => string;
  testId: string;
  color?: string;
  horizontal?: boolean;
  /** Counts: the value axis has whole ticks only. */
  integer?: boolean;
}) => (
  <Figure label={label} testId={testId}>
    <BarChart
      // Sideways, a long category name wraps to three lines beside its bar: each row has room for them.
      h={horizontal ? Math.max(160, data.length * 60) : 240}
      data={data}
      dataKey="label"
      orientation={horizontal ? 'vertical' : 'horizontal'}
      yAxisProps={horizontal ? { width: 170 } : { allowDecimals: !integer }}
      xAxisProps={horizontal ? { allowDecimals: !integer } : {}}
      valueFormatter={format}
      series={[{ name: 'value', label: seriesLabel, color }]}
    />
  </Figure>
);
