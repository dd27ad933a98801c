import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithApp } from '../../../testing/render';
import { RegisterForm } from './register-form';

const renderForm = () =>
  renderWithApp(
    <RegisterForm
      formToken="t"
      initialRole="owner"
      initialReferralCode=""
      targetPath="/role-selection"
      onRoleChange={() => {}}
      onRegistered={() => {}}
    />,
  );

describe('register form refusals', () => {
  it('refuses a submit within 1500 ms of loading', async () => {
    await renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Kayıt Ol' }));
    expect(await screen.findByText('Lütfen formu biraz daha yavaş doldurun.')).toBeInTheDocument();
  });

  it('refuses a filled honeypot before anything else', async () => {
    await renderForm();
    fireEvent.change(screen.getByLabelText('Web sitesi'), { target: { value: 'http://spam.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kayıt Ol' }));
    expect(await screen.findByText('Kayıt başarısız.')).toBeInTheDocument();
  });

  it('asks for every field once the form has been open long enough', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderForm();
    vi.advanceTimersByTime(2000);
    fireEvent.click(screen.getByRole('button', { name: 'Kayıt Ol' }));
    expect((await screen.findAllByText('Lütfen tüm alanları doldurun.')).length).toBeGreaterThan(1);
  });
});
