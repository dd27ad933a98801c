import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithApp } from '../../testing/render';
import { ConfirmDialog } from './confirm-dialog';

const props = {
  opened: true,
  title: 'Silinsin mi?',
  body: 'Bu işlem geri alınamaz.',
  confirmLabel: 'Sil',
  cancelLabel: 'Vazgeç',
  pending: false,
  error: null,
};

describe('ConfirmDialog', () => {
  it('asks with its text and a field of its own, and confirms or cancels', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    await renderWithApp(
      <ConfirmDialog {...props} onConfirm={onConfirm} onClose={onClose} confirmTestId="delete-confirm">
        <input aria-label="Neden" />
      </ConfirmDialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Silinsin mi?' });
    expect(within(dialog).getByText('Bu işlem geri alınamaz.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Neden' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByTestId('delete-confirm'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps itself open while the action runs and shows a failure in place', async () => {
    const onClose = vi.fn();
    await renderWithApp(
      <ConfirmDialog {...props} pending error="Silinemedi." onConfirm={vi.fn()} onClose={onClose} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Silinsin mi?' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Silinemedi.');
    expect(within(dialog).getByRole('button', { name: 'Vazgeç' })).toBeDisabled();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByTestId('confirm-dialog-confirm')).toBeInTheDocument();
  });
});
