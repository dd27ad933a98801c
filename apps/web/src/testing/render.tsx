import type { SessionUser } from '@patili/domain/accounts';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';

import { AppProvider } from '../app/provider';
import { i18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { sessionQueryKey } from '../lib/session';

/** A signed-in user for component tests (override what the test is about). */
export const testUser = (overrides: Partial<SessionUser> = {}): SessionUser => ({
  id: 'u1',
  name: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  role: 'owner',
  isVerified: true,
  emailVerified: true,
  isAdmin: false,
  isActive: true,
  signupRole: null,
  targetPath: null,
  locale: 'tr',
  image: null,
  phoneNumber: null,
  referralCode: 'ABCD2345',
  ...overrides,
});

/** Renders inside the real providers, in Turkish, with the session set (or signed out). */
export const renderWithApp = async (ui: ReactElement, { user = null, path = '/' }: { user?: SessionUser | null; path?: string } = {}) => {
  await i18n.changeLanguage('tr');
  const queryClient = createQueryClient();
  queryClient.setQueryData(sessionQueryKey, { user });
  return render(
    <AppProvider queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </AppProvider>,
  );
};
