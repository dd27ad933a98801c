import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { homePath } from '@patili/domain/access';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useSession } from '../../lib/session';

/** The 404 page, with a button back to the role's home (welcome when signed out). */
const NotFoundScreen = ({ homePath: home }: { homePath?: string }) => {
  const { t } = useTranslation();
  const { user } = useSession();
  const target = home ?? homePath(user);
  return (
    <Container size={480} py={{ base: 48, sm: 96 }} px="md">
      <Stack align="center" ta="center" gap="md">
        <Text fz={72} fw={800} c="patili.8" lh={1} aria-hidden="true">
          404
        </Text>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('common:notFound.title')}
        </Title>
        <Text c="dimmed">{t('common:notFound.body')}</Text>
        <Button component={Link} to={target} size="md">
          {t('common:notFound.home')}
        </Button>
      </Stack>
    </Container>
  );
};

export default NotFoundScreen;
