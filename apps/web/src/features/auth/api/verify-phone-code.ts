import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** Checks the SMS code; signs in (creating the account on first use). */
export const verifyPhoneCode = (input: { phoneNumber: string; code: string }) =>
  api.post<{ status: boolean; token?: string | null }>('/api/auth/phone-number/verify', input);

export const useVerifyPhoneCode = () => useMutation({ mutationFn: verifyPhoneCode });
