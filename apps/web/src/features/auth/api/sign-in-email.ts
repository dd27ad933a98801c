import type { LoginInput } from '@patili/domain/auth';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** Better Auth `POST /api/auth/sign-in/email`; the session cookie comes back on success. */
export const signInEmail = (input: { email: string; password: string; rememberMe: boolean }) =>
  api.POST('/api/auth/sign-in/email', { body: input });

export const useSignInEmail = () =>
  useMutation({
    mutationFn: (
      input: Required<Pick<LoginInput, 'email' | 'password'>> & { rememberMe: boolean },
    ) => signInEmail(input),
  });
