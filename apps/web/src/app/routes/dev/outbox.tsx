import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { ErrorAlert } from '../../../components/feedback/error-alert';
import { LoadingScreen } from '../../../components/feedback/loading-screen';
import { StatusMessage } from '../../../components/feedback/status-message';
import { Page } from '../../../components/layout/page';
import { usePublicConfig } from '../../../features/config/api/get-public-config';
import { useOutbox } from '../../../features/outbox/api/list-outbox';
import { OutboxList } from '../../../features/outbox/components/outbox-list';

/** Development and test only: the mail and SMS the server did not really send. */
const OutboxScreen = () => {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const enabled = config.data?.outbox === true;
  const outbox = useOutbox(enabled);
  return (
    <Page title={t('outbox:title')} description={t('outbox:description')}>
      {config.isPending ? <LoadingScreen fullHeight={false} /> : null}
      {config.data && !enabled ? <StatusMessage tone="info">{t('outbox:unavailable')}</StatusMessage> : null}
      {outbox.isError ? <ErrorAlert message={t('common:errors.errorFetchingData')} onRetry={() => void outbox.refetch()} /> : null}
      {enabled && outbox.isPending ? <LoadingScreen fullHeight={false} /> : null}
      {outbox.data && outbox.data.items.length === 0 ? <Text c="dimmed">{t('outbox:empty')}</Text> : null}
      {outbox.data && outbox.data.items.length > 0 ? <OutboxList items={outbox.data.items} /> : null}
    </Page>
  );
};

export default OutboxScreen;
