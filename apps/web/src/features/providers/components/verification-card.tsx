import { Alert, Anchor, Badge, Button, FileButton, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { DOCUMENT_ACCEPT } from '@patili/domain/files';
import type { MyVerification, VerificationDocument, VerificationStatus } from '@patili/domain/providers';
import { IconDownload, IconRosetteDiscountCheck, IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { ErrorAlert } from '../../../components/feedback/error-alert';
import { LoadingScreen } from '../../../components/feedback/loading-screen';
import { StatusMessage } from '../../../components/feedback/status-message';
import { useUploadFile } from '../../../components/files/upload-file';
import { SectionHeading } from '../../../components/layout/section-card';
import { errorMessage } from '../../../lib/form';
import { formatIstanbulMoment } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useChangeVerificationDocument } from '../api/change-verification-document';
import { useMyVerification } from '../api/get-my-verification';

const STATUS_COLORS: Record<VerificationStatus, string> = {
  incomplete: 'gray',
  pending: 'orange',
  verified: 'teal',
  rejected: 'red',
};

/** Where the file stands, in a word and a sentence; a rejection says the admin's reason. */
const StatusLine = ({ verification }: { verification: MyVerification }) => {
  const { t } = useTranslation();
  const { status } = verification;
  return (
    <Alert
      color={STATUS_COLORS[status]}
      variant="light"
      icon={status === 'verified' ? <IconRosetteDiscountCheck size={20} /> : undefined}
      title={t(`providers:verification.status.${status}`)}
      data-testid="verification-status"
    >
      <Stack gap={4}>
        <Text size="sm">{t(`providers:verification.statusText.${status}`)}</Text>
        {status === 'rejected' && verification.rejectionReason ? (
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {t('providers:verification.reason', { reason: verification.rejectionReason })}
          </Text>
        ) : null}
      </Stack>
    </Alert>
  );
};

/**
 * One document: its name, whether it is required, the file sent (to download) and its date, and
 * the buttons to send, replace or remove it. A picked file is uploaded and sent at once.
 */
const DocumentRow = ({ document }: { document: VerificationDocument }) => {
  const { t } = useTranslation();
  const locale = currentLocale();
  const upload = useUploadFile('verification_document');
  const change = useChangeVerificationDocument();
  const resetRef = useRef<() => void>(null);
  const [removing, setRemoving] = useState(false);
  const label = t(`providers:verification.documents.${document.kind}`);
  const busy = upload.isUploading || change.isPending;

  const choose = async (picked: File | null) => {
    resetRef.current?.();
    if (!picked) return;
    change.reset();
    const stored = await upload.upload(picked);
    if (!stored) return;
    change.mutate(
      { kind: document.kind, fileId: stored.id },
      { onSuccess: () => notifications.show({ color: 'green', message: t('providers:verification.saved') }) },
    );
  };
  const remove = () =>
    change.mutate(
      { kind: document.kind, fileId: null },
      {
        onSuccess: () => {
          setRemoving(false);
          notifications.show({ color: 'green', message: t('providers:verification.removed') });
        },
      },
    );

  return (
    <Paper withBorder radius="md" p="md" data-testid={`verification-document-${document.kind}`}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="wrap">
            <Text fw={600} component="h3" m={0} size="md">
              {label}
            </Text>
            <Badge variant={document.required ? 'light' : 'default'} color={document.required ? 'patili' : 'gray'} tt="none" size="sm">
              {t(document.required ? 'providers:verification.required' : 'providers:verification.optional')}
            </Badge>
          </Group>
          <Group gap="xs">
            <FileButton resetRef={resetRef} accept={DOCUMENT_ACCEPT} onChange={(picked) => void choose(picked)} disabled={busy}>
              {(props) => (
                <Button
                  {...props}
                  size="xs"
                  variant={document.file ? 'default' : 'light'}
                  leftSection={<IconUpload size={14} />}
                  loading={busy && !removing}
                  aria-label={`${t(document.file ? 'providers:verification.replace' : 'providers:verification.upload')}: ${label}`}
                >
                  {t(document.file ? 'providers:verification.replace' : 'providers:verification.upload')}
                </Button>
              )}
            </FileButton>
            {document.file ? (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                onClick={() => {
                  change.reset();
                  setRemoving(true);
                }}
                disabled={busy}
                aria-label={`${t('providers:verification.remove')}: ${label}`}
              >
                {t('providers:verification.remove')}
              </Button>
            ) : null}
          </Group>
        </Group>
        {document.file ? (
          <Group gap="xs" wrap="wrap">
            <Anchor href={document.file.url} size="sm" download={document.file.name} style={{ overflowWrap: 'anywhere' }}>
              <Group gap={4} wrap="nowrap" component="span">
                <IconDownload size={14} aria-hidden />
                <span>{document.file.name}</span>
              </Group>
            </Anchor>
            <Text size="xs" c="dimmed">
              {t('providers:verification.sentAt', { date: formatIstanbulMoment(document.file.uploadedAt, locale) })}
            </Text>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('providers:verification.notSent')}
          </Text>
        )}
        {upload.progress !== null ? (
          <Text size="xs" c="dimmed">
            {t('files:ui.uploading', { percent: upload.progress })}
          </Text>
        ) : null}
        {upload.error ? <StatusMessage tone="error">{upload.error}</StatusMessage> : null}
        {change.isError && !removing ? (
          <StatusMessage tone="error">{errorMessage(change.error, t('providers:verification.changeFailed'))}</StatusMessage>
        ) : null}
      </Stack>
      <ConfirmDialog
        opened={removing}
        title={t('providers:verification.removeTitle')}
        body={t('providers:verification.removeBody', { document: label })}
        confirmLabel={t('providers:verification.remove')}
        cancelLabel={t('common:actions.cancel')}
        color="red"
        pending={change.isPending}
        error={change.isError ? errorMessage(change.error, t('providers:verification.changeFailed')) : null}
        onConfirm={remove}
        onClose={() => setRemoving(false)}
      />
    </Paper>
  );
};

/**
 * The provider's verification on their profile setup: where it stands (with a rejection's reason)
 * and each document their kind needs, sent as private files only they and the admins open. Any
 * change sends the file (back) to review, which the card says before the provider makes one.
 */
export const VerificationCard = () => {
  const { t } = useTranslation();
  const verification = useMyVerification();
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="verification-title" data-testid="verification-card">
      <Stack gap="md">
        <SectionHeading id="verification-title" title={t('providers:verification.title')} description={t('providers:verification.description')} />
        {verification.isPending ? (
          <LoadingScreen label={t('common:loading')} fullHeight={false} />
        ) : verification.isError ? (
          <ErrorAlert message={t('providers:verification.loadFailed')} onRetry={() => void verification.refetch()} />
        ) : (
          <>
            <StatusLine verification={verification.data} />
            {verification.data.status === 'verified' || verification.data.status === 'pending' ? (
              <Text size="sm" c="dimmed">
                {t('providers:verification.reviewAgain')}
              </Text>
            ) : null}
            <Stack gap="sm">
              {verification.data.documents.map((document) => (
                <DocumentRow key={document.kind} document={document} />
              ))}
            </Stack>
            <Text size="xs" c="dimmed">
              {t('providers:verification.accepts')}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
};
