import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithApp, testUser } from '../../../testing/render';
import { PetForm } from './pet-form';

// happy-dom has no FontFaceSet, which Mantine's autosizing textarea listens to.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

const renderForm = () =>
  renderWithApp(<PetForm onSaved={vi.fn()} onCancel={vi.fn()} />, { user: testUser() });

describe('pet form (spec §5)', () => {
  it('asks for name, species and age in Turkish on an empty submit', async () => {
    await renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Evcil hayvanı ekle' }));
    expect(
      await screen.findByText('Lütfen isim, tür ve yaş alanlarını doldurun.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Bu alan zorunludur.')).toHaveLength(3);
  });

  it('refuses a negative age', async () => {
    await renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Evcil hayvanı ekle' }));
    await screen.findByText('Lütfen isim, tür ve yaş alanlarını doldurun.');
    fireEvent.change(screen.getByRole('textbox', { name: /İsim/ }), { target: { value: 'Pamuk' } });
    fireEvent.click(screen.getByRole('radio', { name: /Kedi/ }));
    fireEvent.change(screen.getByRole('textbox', { name: /Yaş/ }), { target: { value: '-2' } });
    expect(screen.getByRole('textbox', { name: /İsim/ })).toHaveValue('Pamuk');
    fireEvent.click(screen.getByRole('button', { name: 'Evcil hayvanı ekle' }));
    expect((await screen.findAllByText('Yaş negatif olamaz.')).length).toBeGreaterThan(0);
  });
});
