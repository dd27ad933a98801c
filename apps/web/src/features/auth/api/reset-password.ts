import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** Sets a new password with the token from the reset link. */
export const resetPassword = (input: { token: string; newPassword: string }) =>
  api.post<{ status: boolean }>('/api/auth/reset-password', input);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
