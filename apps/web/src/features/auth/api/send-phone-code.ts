import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** Sends a 6-digit SMS code to the number. */
export const sendPhoneCode = (phoneNumber: string) =>
  api.POST('/api/auth/phone-number/send-otp', { body: { phoneNumber } });

export const useSendPhoneCode = () => useMutation({ mutationFn: sendPhoneCode });
