import { Badge, Button, Stack } from '@mantine/core';
import { IconBrandFacebook, IconBrandGoogle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { StatusMessage } from '../../../components/feedback/status-message';
import { errorMessage } from '../../../lib/error-message';
import { useSocialSignIn, type SocialProvider } from '../api/social-sign-in';

/**
 * Google and Facebook sign-in. Without the provider's keys on the server a button stays disabled
 * and marked "coming soon".
 */
export const SocialButtons = ({ enabled }: { enabled: Record<SocialProvider, boolean> }) => {
  const { t } = useTranslation();
  const social = useSocialSignIn();
  const button = (provider: SocialProvider, label: string, icon: React.ReactNode) => (
    <Button
      variant="default"
      fullWidth
      leftSection={icon}
      disabled={!enabled[provider]}
      loading={social.isPending && social.variables === provider}
      rightSection={enabled[provider] ? null : <Badge size="xs" variant="light" color="gray">{t('auth:login.comingSoon')}</Badge>}
      onClick={() => social.mutate(provider)}
    >
      {label}
    </Button>
  );
  return (
    <Stack gap="xs">
      {button('google', t('auth:login.google'), <IconBrandGoogle size={18} />)}
      {button('facebook', t('auth:login.facebook'), <IconBrandFacebook size={18} />)}
      {social.isError ? <StatusMessage tone="error">{errorMessage(social.error, t('auth:callback.error'))}</StatusMessage> : null}
    </Stack>
  );
};
