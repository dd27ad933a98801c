import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export type SocialProvider = 'google' | 'facebook';

/** Starts a Google or Facebook sign-in; the browser leaves for the provider and returns to /auth/callback. */
export const startSocialSignIn = async (provider: SocialProvider) => {
  const base = `${window.location.origin}${window.location.pathname}`;
  const result = await api.POST('/api/auth/sign-in/social', {
    body: {
      provider,
      callbackURL: `${base}#/auth/callback`,
      errorCallbackURL: `${base}#/auth/callback`,
    },
  });
  if (result.url) window.location.assign(result.url);
};

export const useSocialSignIn = () => useMutation({ mutationFn: startSocialSignIn });
