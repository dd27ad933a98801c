import {
  DEFAULT_REPORT_PRESET,
  periodOfPreset,
  periodProblem,
  REPORT_BUCKETS,
  REPORT_PERIOD_PRESETS,
  type ReportBucket,
  type ReportPeriod,
  type ReportPeriodPreset,
} from '@patili/domain/reports';
import { istanbulToday } from '@patili/domain/bookings';
import { useMemo } from 'react';
import { useAddressQuery } from '../../../lib/use-address-query';

const isPreset = (value: string | null): value is ReportPeriodPreset =>
  value !== null && (REPORT_PERIOD_PRESETS as readonly string[]).includes(value);
const isBucket = (value: string | null): value is ReportBucket =>
  value !== null && (REPORT_BUCKETS as readonly string[]).includes(value);

export type ReportPeriodState = {
  preset: ReportPeriodPreset;
  /** The period shown: the preset's dates on today's Istanbul date, or the custom range. */
  period: ReportPeriod;
  /** The timeline's grouping when chosen; otherwise the server picks by the period's length. */
  bucket: ReportBucket | undefined;
  choosePreset: (preset: Exclude<ReportPeriodPreset, 'custom'>) => void;
  chooseRange: (period: ReportPeriod) => void;
  chooseBucket: (bucket: ReportBucket | undefined) => void;
};

/**
 * The period of a report page, kept in the address (`?period=last30`, or
 * `?period=custom&from=2031-03-01&to=2031-03-31`, and `&bucket=week`) so a chosen period survives a
 * reload and can be shared. Presets are counted from today in Istanbul (DESIGN.md "time"); an
 * address with a bad custom range falls back to the default preset.
 */
export const useReportPeriod = (): ReportPeriodState => {
  const { params, patch } = useAddressQuery();
  const presetParam = params.get('period');
  const from = params.get('from');
  const to = params.get('to');
  const bucketParam = params.get('bucket');

  const state = useMemo(() => {
    const today = istanbulToday(new Date());
    if (presetParam === 'custom' && from && to && periodProblem({ from, to }) === null) {
      return { preset: 'custom' as const, period: { from, to } };
    }
    const preset = isPreset(presetParam) && presetParam !== 'custom' ? presetParam : DEFAULT_REPORT_PRESET;
    return { preset, period: periodOfPreset(preset, today)! };
  }, [presetParam, from, to]);

  const update = (changes: Record<string, string | undefined>) => {
    patch(changes);
  };

  return {
    ...state,
    bucket: isBucket(bucketParam) ? bucketParam : undefined,
    choosePreset: (preset) => update({ period: preset, from: undefined, to: undefined }),
    chooseRange: (period) => update({ period: 'custom', from: period.from, to: period.to }),
    chooseBucket: (bucket) => update({ bucket }),
  };
};
