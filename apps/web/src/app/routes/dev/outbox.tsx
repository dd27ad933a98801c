import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { ErrorAlert } from '../../../components/feedback/error-alert';
import { LoadingScreen } from '../../../components/feedback/loading-screen';
import { StatusMessage } from '../../../components/feedback/status-message';
import { Page } from '../../../components/layout/page';
import { useAppConfig } from '../../../features/app-config/api/get-app-config';
import { useOutbox } from '../../../features/dev-outbox/api/list-outbox';
import { OutboxList } from '../../../features/dev-outbox/components/outbox-list';

/** Development and test only: the mail and SMS the server did not really send. */
const DevOutboxScreen = () => {
  const { t } = useTranslation();
  const config = useAppConfig();
  const enabled = config.data?.devOutbox === true;
  const outbox = useOutbox(enabled);
  return (
    <Page title={t('common:devOutbox.title')} description={t('common:devOutbox.description')}>
      {config.isPending ? <LoadingScreen fullHeight={false} /> : null}
      {config.data && !enabled ? <StatusMessage tone="info">{t('common:devOutbox.unavailable')}</StatusMessage> : null}
      {outbox.isError ? <ErrorAlert message={t('common:errors.errorFetchingData')} onRetry={() => void outbox.refetch()} /> : null}
      {enabled && outbox.isPending ? <LoadingScreen fullHeight={false} /> : null}
      {outbox.data && outbox.data.items.length === 0 ? <Text c="dimmed">{t('common:devOutbox.empty')}</Text> : null}
      {outbox.data && outbox.data.items.length > 0 ? <OutboxList items={outbox.data.items} /> : null}
    </Page>
  );
};

export default DevOutboxScreen;
