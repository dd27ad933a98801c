import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** Checks the SMS code; signs in (creating the account on first use). */
export const verifyPhoneCode = (input: { phoneNumber: string; code: string }) =>
  api.POST('/api/auth/phone-number/verify', { body: input });

export const useVerifyPhoneCode = () => useMutation({ mutationFn: verifyPhoneCode });
