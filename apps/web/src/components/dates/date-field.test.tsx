import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { i18n } from '../../lib/i18n';
import { renderWithApp } from '../../testing/render';
import { DateField, type DateFieldProps } from './date-field';

/** A field that keeps its value, as a form does, and reports every change. */
const Harness = ({ initial = '', onChange, ...props }: Partial<DateFieldProps> & { initial?: string; onChange: (value: string) => void }) => {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      label="Doğum tarihi"
      // happy-dom lays nothing out, so the popover would think the field scrolled out of view.
      popoverProps={{ hideDetached: false }}
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
};

const renderField = async (props: Partial<DateFieldProps> & { initial?: string } = {}, language: 'tr' | 'en' = 'tr') => {
  const onChange = vi.fn();
  await renderWithApp(<Harness onChange={onChange} {...props} />);
  if (language !== 'tr') await act(() => i18n.changeLanguage(language));
  const input = screen.getByLabelText(/^Doğum tarihi/);
  return { input, onChange };
};

/** Opens the calendar and returns its month grid once it is shown. */
const openCalendar = async (input: HTMLElement) => {
  fireEvent.click(input);
  const grid = await screen.findByRole('table');
  await waitFor(() => expect(grid).toBeVisible());
  return grid;
};

const weekdays = (grid: HTMLElement) => [...grid.querySelectorAll('thead th')].map((cell) => cell.textContent);

describe('DateField', () => {
  it('shows Turkish month names and starts the week on Monday in Turkish', async () => {
    const { input } = await renderField({ initial: '2026-11-23' });
    expect(input).toHaveValue('23.11.2026');
    const grid = await openCalendar(input);
    expect(weekdays(grid)).toEqual(['Pt', 'Sa', 'Ça', 'Pe', 'Cu', 'Ct', 'Pz']);
    expect(screen.getByRole('button', { name: 'Kasım 2026' })).toBeInTheDocument();
    // 1 November 2026 is a Sunday: the first row starts on Monday 26 October.
    const firstDay = within(grid).getAllByRole('button')[0]!;
    expect(firstDay).toHaveAccessibleName('26 Ekim 2026 Pazartesi');
    expect(screen.getByRole('button', { name: 'gelecek ay' })).toBeInTheDocument();
  });

  it('reads English, Monday first, with the month named in the text', async () => {
    const { input } = await renderField({ initial: '2026-11-23' }, 'en');
    expect(input).toHaveValue('23 Nov 2026');
    const grid = await openCalendar(input);
    expect(weekdays(grid)).toEqual(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']);
    expect(screen.getByRole('button', { name: 'November 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'next month' })).toBeInTheDocument();
  });

  it('gives the form YYYY-MM-DD whether a day is picked or typed the Turkish way', async () => {
    const { input, onChange } = await renderField({ initial: '2026-11-23' });
    const grid = await openCalendar(input);
    fireEvent.click(within(grid).getByRole('button', { name: '5 Kasım 2026 Perşembe' }));
    expect(onChange).toHaveBeenLastCalledWith('2026-11-05');
    expect(input).toHaveValue('05.11.2026');

    fireEvent.change(input, { target: { value: '15.01.2020' } });
    expect(onChange).toHaveBeenLastCalledWith('2020-01-15');
    fireEvent.change(input, { target: { value: '2021-04-12' } });
    expect(onChange).toHaveBeenLastCalledWith('2021-04-12');
    fireEvent.blur(input);
    expect(input).toHaveValue('12.04.2021');

    fireEvent.change(input, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('leaves a half-typed date alone and shows the last whole one again on leaving', async () => {
    const { input, onChange } = await renderField({ initial: '2026-11-23' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '15.01.202' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.blur(input);
    expect(input).toHaveValue('23.11.2026');
  });

  it('offers no day past maxDate, and a later date typed whole still reaches the form for its rule', async () => {
    const { input, onChange } = await renderField({ initial: '2026-11-20', maxDate: '2026-11-23' });
    const grid = await openCalendar(input);
    expect(within(grid).getByRole('button', { name: '23 Kasım 2026 Pazartesi' })).toBeEnabled();
    expect(within(grid).getByRole('button', { name: '24 Kasım 2026 Salı' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'gelecek ay' })).toBeDisabled();

    fireEvent.change(input, { target: { value: '01.12.2026' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith('2026-12-01');
    expect(input).toHaveValue('01.12.2026');
  });

  it('offers no day before minDate', async () => {
    const { input } = await renderField({ initial: '2026-11-20', minDate: '2026-11-10' });
    const grid = await openCalendar(input);
    expect(within(grid).getByRole('button', { name: '9 Kasım 2026 Pazartesi' })).toBeDisabled();
    expect(within(grid).getByRole('button', { name: '10 Kasım 2026 Salı' })).toBeEnabled();
  });

  it('carries its label, asterisk and error like the other fields', async () => {
    const { input } = await renderField({ withAsterisk: true, error: 'Bu alan zorunludur.' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Bu alan zorunludur\./);
    expect(input).toHaveAttribute('placeholder', 'GG.AA.YYYY');
  });
});
