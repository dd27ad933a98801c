import { Badge, Button, Divider, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { isIpAddress, type SecurityAlert } from '@patili/domain/security';
import { IconBan } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ErrorAlert } from '../../../components/feedback/error-alert';
import { LoadingScreen } from '../../../components/feedback/loading-screen';
import { StatusMessage } from '../../../components/feedback/status-message';
import { Fact } from '../../../components/layout/fact';
import { errorMessage } from '../../../lib/form';
import { formatIstanbulMoment, formatNumber } from '../../../lib/format';
import { useAlert } from '../api/get-alert';
import { useIpBlocks } from '../api/list-ip-blocks';
import { canAnalyse } from '../utils/alert-actions';
import { AlertAnalysis } from './alert-analysis';
import { AlertStatusBadge, SeverityBadge } from './alert-badges';
import { AlertDetails } from './alert-details';
import { AlertStatusActions } from './alert-status-actions';
import { BlockIpDialog } from './block-ip-dialog';

/** The reason a block from an alert starts with: its type and description. */
const reasonFrom = (alert: SecurityAlert, typeLabel: string) => `${typeLabel}: ${alert.description}`;

const AlertBody = ({ alert }: { alert: SecurityAlert }) => {
  const { t, i18n } = useTranslation();
  const blocks = useIpBlocks();
  const [blocking, setBlocking] = useState(false);
  const [blocked, setBlocked] = useState<string | null>(null);
  const typeLabel = t(`security:types.${alert.type}`);
  const sourceIsAddress = isIpAddress(alert.source);
  return (
    <Stack gap="md" data-testid="security-alert-dialog">
      <Group gap="xs">
        <SeverityBadge severity={alert.severity} />
        <AlertStatusBadge status={alert.status} />
      </Group>
      <Text style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{alert.description}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <Fact label={t('security:page.dialog.source')}>
          <Group gap="xs" component="span">
            <Text span ff="monospace" size="sm" data-testid="security-alert-dialog-source">
              {alert.source}
            </Text>
            {alert.sourceBlocked ? (
              <Badge color="red" variant="light" size="sm">
                {t('security:page.dialog.blocked')}
              </Badge>
            ) : null}
          </Group>
        </Fact>
        <Fact label={t('security:page.dialog.target')}>{alert.target || '—'}</Fact>
        <Fact label={t('security:page.dialog.firstSeen')}>{formatIstanbulMoment(alert.createdAt, i18n.language)}</Fact>
        <Fact label={t('security:page.dialog.lastSeen')}>{formatIstanbulMoment(alert.lastSeenAt, i18n.language)}</Fact>
        <Fact label={t('security:page.dialog.occurrences')}>{formatNumber(alert.occurrences, i18n.language)}</Fact>
        <Fact label={t('security:page.dialog.updatedAt')}>{formatIstanbulMoment(alert.updatedAt, i18n.language)}</Fact>
      </SimpleGrid>
      <Stack gap="xs" component="section" aria-labelledby="security-details-title">
        <Title order={3} fz="md" id="security-details-title">
          {t('security:page.dialog.details')}
        </Title>
        <AlertDetails details={alert.details} />
      </Stack>
      <Divider />
      <Stack gap="xs" component="section" aria-labelledby="security-status-title">
        <Title order={3} fz="md" id="security-status-title">
          {t('security:page.actions.title')}
        </Title>
        <AlertStatusActions alert={alert} />
      </Stack>
      <Divider />
      <AlertAnalysis alert={alert} allowed={canAnalyse(alert.status)} />
      {sourceIsAddress ? (
        <>
          <Divider />
          <Stack gap="xs" component="section" aria-labelledby="security-block-title">
            <Title order={3} fz="md" id="security-block-title">
              {t('security:page.block.sectionTitle')}
            </Title>
            {alert.sourceBlocked ? (
              <Text size="sm" c="dimmed">
                {t('security:page.block.alreadyBlocked', { ip: alert.source })}
              </Text>
            ) : (
              <Group>
                <Button
                  color="red"
                  variant="light"
                  leftSection={<IconBan size={16} aria-hidden />}
                  onClick={() => {
                    setBlocked(null);
                    setBlocking(true);
                  }}
                  data-testid="security-block-open"
                >
                  {t('security:page.block.open')}
                </Button>
              </Group>
            )}
            {blocked ? <StatusMessage tone="success">{t('security:page.block.done', { ip: blocked })}</StatusMessage> : null}
          </Stack>
          <BlockIpDialog
            key={blocking ? `open-${alert.id}` : 'closed'}
            opened={blocking}
            onClose={() => setBlocking(false)}
            onBlocked={setBlocked}
            ipAddress={alert.source}
            reason={reasonFrom(alert, typeLabel)}
            alertId={alert.id}
            yourAddress={blocks.data?.yourAddress}
          />
        </>
      ) : null}
    </Stack>
  );
};

/**
 * The alert dialog (a detail dialog with an AI analysis button, a block-IP button and a
 * resolve button): every field, the details as a list, the status moves, the analysis and
 * blocking the source address. Full screen on a phone.
 */
export const AlertDialog = ({ alertId, onClose }: { alertId: string | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const isPhone = useMediaQuery('(max-width: 36em)', false);
  const alert = useAlert(alertId);
  return (
    <Modal
      opened={alertId !== null}
      onClose={onClose}
      size="xl"
      fullScreen={isPhone}
      radius={isPhone ? 0 : 'lg'}
      title={alert.data ? t(`security:types.${alert.data.type}`) : t('security:page.dialog.loading')}
      closeButtonProps={{ 'aria-label': t('security:page.dialog.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {alert.isPending ? (
        <LoadingScreen label={t('security:page.dialog.loading')} fullHeight={false} />
      ) : alert.isError ? (
        <ErrorAlert
          message={errorMessage(alert.error, t('common:dataTable.errorFetchingData'))}
          onRetry={() => void alert.refetch()}
        />
      ) : (
        <AlertBody alert={alert.data} />
      )}
    </Modal>
  );
};
