import {
  ActionIcon,
  Box,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { istanbulToday } from '@patili/domain/shared';
import { DEFAULT_LOCALE, isLocale } from '@patili/domain/i18n';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ErrorAlert } from '../../../components/feedback/error-alert';
import { StatusMessage } from '../../../components/feedback/status-message';
import { formatCalendarDate, intlLocale } from '../../../lib/format';
import { useAvailability } from '../api/get-availability';
import { useUpdateAvailability } from '../api/update-availability';
import {
  addMonths,
  FIRST_WEEKDAY,
  monthBounds,
  monthGrid,
  monthOf,
  weekdayOrder,
} from '../utils/month-grid';

/** The months the calendar offers: this one and the eleven after it (one save, at most a year). */
const MONTHS_SHOWN = 12;

const DAY_LABEL: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
};

type DayState = { open: boolean; booked: boolean; past: boolean; changed: boolean; today: boolean };

const dayColors = ({ open, past }: DayState) => {
  if (past)
    return { background: 'var(--mantine-color-gray-0)', color: 'var(--mantine-color-gray-5)' };
  return open
    ? { background: 'var(--mantine-color-teal-0)', color: 'var(--mantine-color-teal-9)' }
    : { background: 'var(--mantine-color-red-6)', color: 'var(--mantine-color-white)' };
};

const Swatch = ({ state, label }: { state: Partial<DayState>; label: string }) => (
  <Group gap={6} wrap="nowrap">
    <Box
      w={14}
      h={14}
      style={{
        borderRadius: 4,
        border: '1px solid var(--mantine-color-gray-4)',
        ...dayColors({
          open: true,
          booked: false,
          past: false,
          changed: false,
          today: false,
          ...state,
        }),
      }}
      aria-hidden
    >
      {state.booked ? <BookedDot /> : null}
    </Box>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
  </Group>
);

const BookedDot = () => (
  <Box
    component="span"
    aria-hidden
    style={{
      display: 'block',
      width: 6,
      height: 6,
      margin: '3px auto 0',
      borderRadius: 6,
      background: 'var(--mantine-color-blue-6)',
    }}
  />
);

/**
 * A provider's availability month by month (the sitter's availability and the walker's
 * calendar, one component): a grid per month that starts on Monday in Turkish and on Sunday in
 * English, previous and next month, days before today disabled, a tap
 * toggles a day open or closed, days with a confirmed booking marked. Changes are kept across
 * months until saved; one save sends the whole year shown (this month and the next eleven), as
 * the API takes a range and reopens the days of it not listed.
 *
 * `today` is the Istanbul date the calendar starts from (today by default; tests pass one).
 */
export const AvailabilityCalendar = ({ today: todayProp }: { today?: string }) => {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  const [today] = useState(() => todayProp ?? istanbulToday(new Date()));
  const firstMonth = monthOf(today);
  const lastMonth = addMonths(firstMonth, MONTHS_SHOWN - 1);
  const range = { from: monthBounds(firstMonth).first, to: monthBounds(lastMonth).last };
  const [month, setMonth] = useState(firstMonth);
  const [changed, setChanged] = useState<ReadonlySet<string>>(() => new Set());
  const availability = useAvailability(range);
  const save = useUpdateAvailability();
  const dirty = changed.size > 0;

  // Leaving the page with unsaved changes asks first (the browser's own prompt).
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const intl = intlLocale(locale);
  const firstWeekday = FIRST_WEEKDAY[locale];
  const weekdayNames = useMemo(() => {
    const format = new Intl.DateTimeFormat(intl, { weekday: 'short', timeZone: 'UTC' });
    // 4 January 1970 was a Sunday.
    return weekdayOrder(firstWeekday).map((weekday) =>
      format.format(new Date(Date.UTC(1970, 0, 4 + weekday))),
    );
  }, [intl, firstWeekday]);
  const monthTitle = formatCalendarDate(`${month}-01`, locale, { month: 'long', year: 'numeric' });

  if (availability.isPending)
    return (
      <Stack gap="sm" role="status" aria-label={t('bookings:calendar.loading')}>
        <Skeleton h={36} />
        <Skeleton h={320} />
      </Stack>
    );
  if (availability.isError)
    return (
      <ErrorAlert
        message={t('bookings:errorFetchingAvailability')}
        onRetry={() => void availability.refetch()}
      />
    );

  const closed = new Set(availability.data.unavailableDays);
  const booked = new Set(availability.data.bookedDays);
  const isOpen = (day: string) => closed.has(day) === changed.has(day);
  const stateOf = (day: string): DayState => ({
    open: isOpen(day),
    booked: booked.has(day),
    past: day < today,
    changed: changed.has(day),
    today: day === today,
  });
  const toggle = (day: string) => {
    save.reset();
    setChanged((current) => {
      const next = new Set(current);
      if (next.has(day)) next.delete(day);
      else next.add(day);
      return next;
    });
  };
  const onSave = () => {
    const unavailableDays = [...new Set([...closed, ...changed])]
      .filter((day) => !isOpen(day) && day >= range.from && day <= range.to)
      .sort();
    save.mutate(
      { ...range, unavailableDays },
      {
        onSuccess: () => {
          setChanged(new Set());
          notifications.show({ color: 'green', message: t('bookings:availabilityUpdated') });
        },
      },
    );
  };
  const cells = monthGrid(month, firstWeekday);
  const closedThisMonth = cells.filter((day) => day !== null && !isOpen(day)).length;

  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          <Group justify="space-between" wrap="nowrap">
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('bookings:calendar.previousMonth')}
              disabled={month <= firstMonth}
              onClick={() => setMonth(addMonths(month, -1))}
            >
              <IconChevronLeft size={18} />
            </ActionIcon>
            <Title order={2} fz="lg" ta="center" aria-live="polite">
              {monthTitle}
            </Title>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('bookings:calendar.nextMonth')}
              disabled={month >= lastMonth}
              onClick={() => setMonth(addMonths(month, 1))}
            >
              <IconChevronRight size={18} />
            </ActionIcon>
          </Group>

          <div role="group" aria-label={t('bookings:calendar.gridLabel', { month: monthTitle })}>
            <SimpleGrid cols={7} spacing={4} verticalSpacing={4} mb={4} aria-hidden>
              {weekdayNames.map((name) => (
                <Text key={name} size="xs" fw={600} c="dimmed" ta="center" data-testid="weekday">
                  {name}
                </Text>
              ))}
            </SimpleGrid>
            <SimpleGrid cols={7} spacing={4} verticalSpacing={4}>
              {cells.map((day, index) => {
                if (day === null) return <Box key={`blank-${index}`} data-testid="blank-day" />;
                const state = stateOf(day);
                const label = t(
                  state.booked ? 'bookings:calendar.dayLabelBooked' : 'bookings:calendar.dayLabel',
                  {
                    date: formatCalendarDate(day, locale, DAY_LABEL),
                    state: t(
                      state.past
                        ? 'bookings:calendar.past'
                        : state.open
                          ? 'bookings:calendar.open'
                          : 'bookings:calendar.blocked',
                    ),
                  },
                );
                return (
                  <UnstyledButton
                    key={day}
                    data-day={day}
                    aria-label={label}
                    aria-pressed={state.past ? undefined : !state.open}
                    disabled={state.past}
                    onClick={() => toggle(day)}
                    style={{
                      ...dayColors(state),
                      minHeight: 44,
                      borderRadius: 8,
                      textAlign: 'center',
                      cursor: state.past ? 'not-allowed' : 'pointer',
                      border: state.today
                        ? '2px solid var(--mantine-color-patili-6)'
                        : state.changed
                          ? '2px dashed var(--mantine-color-orange-6)'
                          : '1px solid var(--mantine-color-gray-3)',
                      textDecoration: !state.open && !state.past ? 'line-through' : undefined,
                    }}
                  >
                    <Text component="span" size="sm" fw={state.today ? 700 : 500} c="inherit">
                      {Number(day.slice(8))}
                    </Text>
                    {state.booked ? <BookedDot /> : null}
                  </UnstyledButton>
                );
              })}
            </SimpleGrid>
          </div>

          <Group gap="md" aria-label={t('bookings:calendar.legend')} role="list">
            <Box role="listitem">
              <Swatch state={{ open: true }} label={t('bookings:calendar.open')} />
            </Box>
            <Box role="listitem">
              <Swatch state={{ open: false }} label={t('bookings:calendar.blocked')} />
            </Box>
            <Box role="listitem">
              <Swatch state={{ open: true, booked: true }} label={t('bookings:calendar.booked')} />
            </Box>
            <Box role="listitem">
              <Swatch state={{ past: true }} label={t('bookings:calendar.past')} />
            </Box>
          </Group>
          <Text size="sm" c="dimmed">
            {t('bookings:calendar.closedCount', { count: closedThisMonth })}{' '}
            {t('bookings:calendar.hint')}
          </Text>
        </Stack>
      </Paper>

      {save.isError ? (
        <StatusMessage tone="error">{t('bookings:errorSavingAvailability')}</StatusMessage>
      ) : null}
      <Group justify="space-between" gap="sm">
        <Text size="sm" c={dirty ? 'orange.8' : 'dimmed'} role="status" aria-live="polite">
          {dirty ? t('bookings:calendar.unsaved', { count: changed.size }) : ''}
        </Text>
        <Group gap="sm">
          <Button
            variant="default"
            disabled={!dirty || save.isPending}
            onClick={() => {
              save.reset();
              setChanged(new Set());
            }}
          >
            {t('bookings:calendar.discard')}
          </Button>
          <Button onClick={onSave} disabled={!dirty} loading={save.isPending}>
            {t('bookings:calendar.save')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
};
