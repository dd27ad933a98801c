import { Button, Group } from '@mantine/core';
import { buildPath } from '@patili/domain/access';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Page } from '../../../../components/layout/page';
import { TodayWalks } from '../../../../features/bookings/components/today-walks';

/** The walker's walks of today, started and finished on the server, and the way to their history. */
const TodayWalksScreen = () => {
  const { t } = useTranslation();
  return (
    <Page size="md" title={t('bookings:today.title')} description={t('bookings:today.description')}>
      <TodayWalks />
      <Group justify="flex-end">
        <Button
          component={Link}
          to={buildPath('petWalker.history')}
          variant="subtle"
          leftSection={<IconHistory size={16} />}
        >
          {t('bookings:history.title')}
        </Button>
      </Group>
    </Page>
  );
};

export default TodayWalksScreen;
