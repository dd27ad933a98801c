import { Paper } from '@mantine/core';
import { buildPath } from '@patili/domain/access';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { Page } from '../../../components/layout/page';
import { ReportForm } from '../../../features/lostfound/components/report-form';

/** A new lost or found report (`/lost-and-found/report`); any signed-in role. */
const LostFoundReportScreen = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Page
      size="md"
      title={t('lostfound:form.newTitle')}
      description={t('lostfound:form.newDescription')}
    >
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <ReportForm onCancel={() => void navigate(buildPath('lostfound'))} />
      </Paper>
    </Page>
  );
};

export default LostFoundReportScreen;
