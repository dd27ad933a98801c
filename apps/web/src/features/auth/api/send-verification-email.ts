import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** Sends the sign-up confirmation mail again. */
export const sendVerificationEmail = (email: string) =>
  api.POST('/api/auth/send-verification-email', { body: { email } });

export const useSendVerificationEmail = () => useMutation({ mutationFn: sendVerificationEmail });
