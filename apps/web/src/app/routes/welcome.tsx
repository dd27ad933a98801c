import { Button, Container, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { buildPath } from '@patili/domain/access';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Logo } from '../../components/layout/logo';

/** The first page: what Patili is, register and login. */
const WelcomeScreen = () => {
  const { t } = useTranslation();
  return (
    <Container size={520} px="md" py={{ base: 'xl', sm: 64 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="sm">
        <Stack align="center" gap="lg" ta="center">
          <Logo size={56} />
          <Image src="./welcome.svg" alt="" h={160} w="auto" fit="contain" />
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t('auth:welcome.title')}
          </Title>
          <Text c="dimmed">{t('auth:welcome.body')}</Text>
          <Stack w="100%" gap="sm">
            <Button component={Link} to={buildPath('register')} size="md" fullWidth>
              {t('auth:welcome.register')}
            </Button>
            <Button component={Link} to={buildPath('login')} size="md" variant="default" fullWidth>
              {t('auth:welcome.login')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Container>
  );
};

export default WelcomeScreen;
