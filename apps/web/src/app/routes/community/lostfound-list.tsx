import { Button, Group } from '@mantine/core';
import { buildPath } from '@patili/domain/access';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Page } from '../../../components/layout/page';
import { AlertSubscriptionCard } from '../../../features/lostfound/components/alert-subscription-card';
import { ReportBrowser } from '../../../features/lostfound/components/report-browser';

/**
 * Lost and found (`/lost-and-found`): the reports with their filters, a way to post one, and the
 * district alert's switch (also in account settings).
 */
const LostFoundListScreen = () => {
  const { t } = useTranslation();
  return (
    <Page size="lg" title={t('lostfound:list.title')} description={t('lostfound:list.description')}>
      <Group justify="flex-end" mt={-8}>
        <Button
          component={Link}
          to={buildPath('lostfound.report')}
          leftSection={<IconPlus size={18} />}
        >
          {t('lostfound:list.report')}
        </Button>
      </Group>
      <AlertSubscriptionCard compact />
      <ReportBrowser />
    </Page>
  );
};

export default LostFoundListScreen;
