import { TimePicker, type TimePickerProps } from '@mantine/dates';
import { IconClock } from '@tabler/icons-react';
import { useMemo, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { dateLocaleOf } from './date-format';

export type TimeFieldProps = Omit<TimePickerProps, 'value' | 'defaultValue' | 'onChange' | 'format' | 'label'> & {
  label: string;
  /** The wall-clock time, `HH:mm`, or `''` when empty: works with `form.getInputProps`. */
  value?: string | undefined;
  /** Called with `HH:mm`, or `''` while the time is not whole. */
  onChange: (value: string) => void;
};

/**
 * A wall-clock time field (`HH:mm`), the partner of `DateField`: hours and minutes on the 24-hour
 * clock in both languages (the browser's own time input follows the visitor's system instead,
 * and showed `--:-- --` with AM/PM in the Turkish interface). The hours are named by the label;
 * the minutes by the label and the language's word for them, from `Intl` ("Saat, dakika").
 * `minutesStep` sets the step of the arrow keys. No dropdown of hours and minutes: its lists
 * cannot be reached from the keyboard (axe: scrollable-region-focusable), and typing `1830`
 * (the field moves on to the minutes by itself) or the arrow keys do the same.
 *
 * Enter in it never sends the form it is in.
 *
 * Its styles come with every screen past the welcome and login pages (`app/styles/all.ts`).
 */
export const TimeField = ({ label, value = '', onChange, error, leftSection, hoursInputProps, minutesInputProps, ...props }: TimeFieldProps) => {
  const { i18n } = useTranslation();
  const locale = dateLocaleOf(i18n.language);
  const minute = useMemo(() => new Intl.DisplayNames(locale.intl, { type: 'dateTimeField' }).of('minute'), [locale]);
  const invalid = error ? { 'aria-invalid': true } : {};
  // Enter in the hours or minutes never sends the form the field is in; its button does.
  const noSubmit = (own?: (event: KeyboardEvent<HTMLInputElement>) => void) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') event.preventDefault();
    own?.(event);
  };

  return (
    <TimePicker
      {...props}
      label={label}
      format="24h"
      value={value}
      onChange={onChange}
      error={error}
      leftSection={leftSection ?? <IconClock size={16} aria-hidden />}
      hoursInputProps={{ ...invalid, ...hoursInputProps, onKeyDown: noSubmit(hoursInputProps?.onKeyDown) }}
      minutesInputProps={{ ...invalid, ...minutesInputProps, onKeyDown: noSubmit(minutesInputProps?.onKeyDown) }}
      minutesInputLabel={`${label}, ${minute ?? 'min'}`}
    />
  );
};
