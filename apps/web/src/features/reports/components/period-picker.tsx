import { Button, Group, Paper, SegmentedControl, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import type { MessageKey } from '@patili/domain/i18n';
import {
  periodProblem,
  REPORT_DATE_MAX,
  REPORT_DATE_MIN,
  REPORT_PERIOD_PRESETS,
  type PeriodProblem,
  type ReportBucket,
  type ReportPeriod,
  type ReportPeriodPreset,
} from '@patili/domain/reports';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { DateField } from '../../../components/dates/date-field';
import { formatCalendarDate } from '../../../lib/format';
import type { ReportPeriodState } from '../hooks/use-report-period';

const PROBLEM_MESSAGES: Readonly<Record<PeriodProblem, MessageKey>> = {
  dateInvalid: 'reports:validation.dateInvalid',
  fromAfterTo: 'reports:validation.fromAfterTo',
  periodTooLong: 'reports:validation.periodTooLong',
};

const isFixedPreset = (value: string | null): value is Exclude<ReportPeriodPreset, 'custom'> =>
  value !== null && value !== 'custom' && (REPORT_PERIOD_PRESETS as readonly string[]).includes(value);

/**
 * The period of a report: the last 7, 30 or 90 days, this month, or a custom range of
 * two dates applied with a button; optionally the timeline's grouping. Dates are Istanbul days:
 * the first from 00:00:00, the last to 23:59:59. A bad range keeps what was typed and says why on
 * the field, and the page keeps showing the last good period.
 */
export const PeriodPicker = ({
  state,
  showBucket = false,
  shownBucket,
}: {
  state: ReportPeriodState;
  showBucket?: boolean;
  /** The grouping of the figures on screen (the server's choice when none was asked for). */
  shownBucket?: ReportBucket | undefined;
}) => {
  const { t, i18n } = useTranslation();
  const [custom, setCustom] = useState(state.preset === 'custom');
  const [draft, setDraft] = useState<ReportPeriod>(state.period);
  const [problem, setProblem] = useState<PeriodProblem | null>(null);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const found = periodProblem(draft);
    setProblem(found);
    if (found === null) state.chooseRange(draft);
  };

  const errorOn = (field: 'from' | 'to') => {
    if (problem === null) return undefined;
    const onField = problem === 'fromAfterTo' ? 'to' : problem === 'periodTooLong' ? 'from' : null;
    if (onField !== null && onField !== field) return undefined;
    if (problem === 'dateInvalid' && periodProblem({ from: draft[field], to: draft[field] }) === null) return undefined;
    return t(PROBLEM_MESSAGES[problem]);
  };

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={t('reports:period.label')}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Select
            label={t('reports:period.label')}
            value={custom ? 'custom' : state.preset}
            allowDeselect={false}
            w={{ base: '100%', xs: 220 }}
            data={REPORT_PERIOD_PRESETS.map((preset) => ({ value: preset, label: t(`reports:period.presets.${preset}`) }))}
            onChange={(value) => {
              if (value === 'custom') {
                // The custom range starts from the period on screen.
                if (!custom) setDraft(state.period);
                setCustom(true);
              } else if (isFixedPreset(value)) {
                setCustom(false);
                setProblem(null);
                state.choosePreset(value);
              }
            }}
            data-testid="period-preset"
          />
          {showBucket ? (
            <SegmentedControl
              aria-label={t('reports:period.bucket')}
              value={state.bucket ?? shownBucket ?? 'day'}
              onChange={(value) => state.chooseBucket(value === 'day' || value === 'week' ? value : undefined)}
              data={[
                { value: 'day', label: t('reports:period.buckets.day') },
                { value: 'week', label: t('reports:period.buckets.week') },
              ]}
            />
          ) : null}
        </Group>
        {custom ? (
          <form onSubmit={apply} noValidate data-testid="period-custom">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" style={{ alignItems: 'flex-start' }}>
              <DateField
                label={t('reports:period.from')}
                value={draft.from}
                minDate={REPORT_DATE_MIN}
                maxDate={REPORT_DATE_MAX}
                onChange={(from) => setDraft((current) => ({ ...current, from }))}
                error={errorOn('from')}
                data-testid="period-from"
              />
              <DateField
                label={t('reports:period.to')}
                value={draft.to}
                minDate={REPORT_DATE_MIN}
                maxDate={REPORT_DATE_MAX}
                onChange={(to) => setDraft((current) => ({ ...current, to }))}
                error={errorOn('to')}
                data-testid="period-to"
              />
              <Button type="submit" mt={{ base: 0, sm: 25 }}>
                {t('reports:period.apply')}
              </Button>
            </SimpleGrid>
          </form>
        ) : null}
        <Text size="sm" c="dimmed" data-testid="period-showing">
          {t('reports:period.showing', {
            from: formatCalendarDate(state.period.from, i18n.language),
            to: formatCalendarDate(state.period.to, i18n.language),
          })}
        </Text>
      </Stack>
    </Paper>
  );
};
