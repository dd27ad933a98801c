import { Button, Center, Stack, Text } from '@mantine/core';
import { buildPath } from '@patili/domain/access';
import { SPLASH_DURATION_MS } from '@patili/domain/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { Logo } from '../../components/layout/logo';

/** Logo and intro, then the welcome page after 3 s. */
const SplashScreen = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate(buildPath('welcome'), { replace: true }), SPLASH_DURATION_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <Center mih="100dvh" p="lg" bg="patili.0">
      <Stack align="center" gap="lg" maw={420} ta="center">
        <Logo size={72} />
        <Text size="lg">{t('auth:splash.intro')}</Text>
        <Button variant="subtle" onClick={() => void navigate(buildPath('welcome'), { replace: true })}>
          {t('auth:splash.skip')}
        </Button>
      </Stack>
    </Center>
  );
};

export default SplashScreen;
