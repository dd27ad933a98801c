import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { i18n } from '../../lib/i18n';
import { renderWithApp } from '../../testing/render';
import { TimeField } from './time-field';

const Harness = ({ label, initial = '', onChange }: { label: string; initial?: string; onChange: (value: string) => void }) => {
  const [value, setValue] = useState(initial);
  return (
    <TimeField
      label={label}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
};

describe('TimeField', () => {
  it('takes hours and minutes on the 24-hour clock and gives HH:mm', async () => {
    const onChange = vi.fn();
    await renderWithApp(<Harness label="Saat" onChange={onChange} />);
    const hours = screen.getByRole('spinbutton', { name: 'Saat' });
    const minutes = screen.getByRole('spinbutton', { name: 'Saat, dakika' });
    fireEvent.change(hours, { target: { value: '18' } });
    expect(onChange).not.toHaveBeenLastCalledWith(expect.stringMatching(/:/));
    fireEvent.change(minutes, { target: { value: '45' } });
    expect(onChange).toHaveBeenLastCalledWith('18:45');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('stays on the 24-hour clock in English, with the minutes named in English', async () => {
    await renderWithApp(<Harness label="Time" initial="18:05" onChange={vi.fn()} />);
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('spinbutton', { name: 'Time' })).toHaveValue('18');
    expect(screen.getByRole('spinbutton', { name: 'Time, minute' })).toHaveValue('05');
    expect(screen.queryByText('PM')).not.toBeInTheDocument();
  });
});
