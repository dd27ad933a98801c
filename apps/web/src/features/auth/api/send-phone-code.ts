import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** Sends a 6-digit SMS code to the number. */
export const sendPhoneCode = (phoneNumber: string) => api.post<{ message?: string }>('/api/auth/phone-number/send-otp', { phoneNumber });

export const useSendPhoneCode = () => useMutation({ mutationFn: sendPhoneCode });
