import { DateInput, type DateInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useMemo, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { calendarAriaLabels, dateLocaleOf, formatDateText, isWithin, parseDateText } from './date-format';

export type DateFieldProps = Omit<
  DateInputProps,
  'value' | 'defaultValue' | 'onChange' | 'minDate' | 'maxDate' | 'locale' | 'valueFormat' | 'dateParser' | 'firstDayOfWeek'
> & {
  /** The date as the API has it, `YYYY-MM-DD`, or `''` when empty: works with `form.getInputProps`. */
  value?: string | undefined;
  /** Called with `YYYY-MM-DD`, or `''` when the field is emptied. */
  onChange: (value: string) => void;
  /** The earliest date the calendar offers (`YYYY-MM-DD`). */
  minDate?: string | undefined;
  /** The latest date the calendar offers (`YYYY-MM-DD`). */
  maxDate?: string | undefined;
};

/**
 * A calendar date field in the interface language: the text reads `23.11.2026` in Turkish and
 * `23 Nov 2026` in English, the calendar has the language's month and day names and starts on
 * Monday, and the value stays `YYYY-MM-DD` for the API. A date can be typed as shown, as
 * `YYYY-MM-DD`, or day first with `.` or `/`.
 *
 * `minDate` and `maxDate` limit the calendar. A whole date typed outside them still reaches the
 * form (when the field loses focus or on Enter), so the form's own rule says what is wrong with
 * it rather than the text silently going back to the last date.
 *
 * Enter never sends the form the field is in: it confirms the typed date and closes the calendar,
 * or opens the calendar when it is closed. The form is sent by its button.
 *
 * Its styles come with every screen past the welcome and login pages (`app/styles/all.ts`,
 * after core's), so it is not for those two pages.
 */
export const DateField = ({
  value = '',
  onChange,
  minDate,
  maxDate,
  onBlur,
  onFocus,
  onClick,
  onInput,
  onKeyDown,
  getDayProps,
  clearable,
  placeholder,
  leftSection,
  popoverProps,
  ...props
}: DateFieldProps) => {
  const { i18n } = useTranslation();
  const locale = dateLocaleOf(i18n.language);
  const ariaLabels = useMemo(() => calendarAriaLabels(locale), [locale]);
  // Whether the calendar shows: opened by focus, a click or typing, closed by Escape, Enter, a
  // picked day or leaving the field.
  const [shown, setShown] = useState(false);

  /** Hands the form a whole typed date that the picker refuses for being out of range. */
  const commitTyped = (text: string) => {
    const typed = parseDateText(text, locale);
    if (typed !== null && typed !== value && !isWithin(typed, { min: minDate, max: maxDate })) onChange(typed);
  };

  return (
    <DateInput
      {...props}
      value={value === '' ? null : value}
      onChange={(next) => onChange(next ?? '')}
      locale={locale.dayjs}
      firstDayOfWeek={locale.firstDayOfWeek}
      valueFormat={(date) => formatDateText(date, locale)}
      dateParser={(text) => parseDateText(text, locale)}
      getDayAriaLabel={(date) => dayjs(date).locale(locale.dayjs).format(locale.dayLabelFormat)}
      ariaLabels={ariaLabels}
      highlightToday
      minDate={minDate}
      maxDate={maxDate}
      // Emptying the text empties the value, as a native date input does.
      allowDeselect
      clearable={clearable}
      placeholder={placeholder ?? locale.placeholder}
      leftSection={leftSection ?? <IconCalendar size={16} aria-hidden />}
      popoverProps={{ shadow: 'md', ...popoverProps, opened: shown }}
      getDayProps={(day) => {
        const own = getDayProps?.(day);
        return {
          ...own,
          onClick: (event: MouseEvent<HTMLButtonElement>) => {
            own?.onClick?.(event);
            setShown(false);
          },
        };
      }}
      onFocus={(event: FocusEvent<HTMLInputElement>) => {
        setShown(true);
        onFocus?.(event);
      }}
      onClick={(event: MouseEvent<HTMLInputElement>) => {
        setShown(true);
        onClick?.(event);
      }}
      onInput={(event) => {
        setShown(true);
        onInput?.(event);
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        setShown(false);
        commitTyped(event.currentTarget.value);
        onBlur?.(event);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Escape') setShown(false);
        if (event.key === 'Enter') {
          event.preventDefault();
          if (shown) commitTyped(event.currentTarget.value);
          setShown(!shown);
        }
        onKeyDown?.(event);
      }}
    />
  );
};
