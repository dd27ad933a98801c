import type { SignUpInput } from '@patili/domain/auth';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** Better Auth `POST /api/auth/sign-up/email`, checked by the server's sign-up rules first. */
export const signUpEmail = (input: SignUpInput) =>
  api.POST('/api/auth/sign-up/email', { body: input });

export const useSignUpEmail = () => useMutation({ mutationFn: signUpEmail });
