import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** Sets a new password with the token from the reset link. */
export const resetPassword = (input: { token: string; newPassword: string }) =>
  api.POST('/api/auth/reset-password', { body: input });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
