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
import { istanbulToday } from '@patili/domain/shared';
import { useMemo } from 'react';

import { oneOfParam, optionalParam, useAddressState } from '../../../lib/use-address-state';

const ADDRESS = {
  period: oneOfParam(REPORT_PERIOD_PRESETS),
  from: optionalParam,
  to: optionalParam,
  bucket: oneOfParam(REPORT_BUCKETS),
};

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
 * reload and can be shared. Presets are counted from today in Istanbul, the platform's zone; an
 * address with a bad custom range falls back to the default preset.
 */
export const useReportPeriod = (): ReportPeriodState => {
  const [{ period: presetParam, from, to, bucket }, update] = useAddressState(ADDRESS, { replace: true });

  const state = useMemo(() => {
    const today = istanbulToday(new Date());
    if (presetParam === 'custom' && from && to && periodProblem({ from, to }) === null) {
      return { preset: 'custom' as const, period: { from, to } };
    }
    const preset = presetParam && presetParam !== 'custom' ? presetParam : DEFAULT_REPORT_PRESET;
    return { preset, period: periodOfPreset(preset, today)! };
  }, [presetParam, from, to]);

  return {
    ...state,
    bucket,
    choosePreset: (preset) => update({ period: preset, from: undefined, to: undefined }),
    chooseRange: (period) => update({ period: 'custom', from: period.from, to: period.to }),
    chooseBucket: (next) => update({ bucket: next }),
  };
};
