import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** Mails a reset link (the answer is the same whether or not the address has an account). */
export const requestPasswordReset = (email: string) =>
  api.POST('/api/auth/request-password-reset', { body: { email, redirectTo: '/' } });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
