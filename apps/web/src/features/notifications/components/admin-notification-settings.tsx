import { Button, Card, Checkbox, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ADMIN_NOTIFICATION_TOPICS } from '@patili/domain/admin';
import type { AdminNotificationSettings as Settings } from '@patili/domain/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ErrorAlert } from '../../../components/feedback/error-alert';
import { LoadingScreen } from '../../../components/feedback/loading-screen';
import { StatusMessage } from '../../../components/feedback/status-message';
import { errorMessage } from '../../../lib/form';
import { useAdminNotificationSettings } from '../api/get-admin-notification-settings';
import { useSaveAdminNotificationSettings } from '../api/save-admin-notification-settings';

/** The four checkboxes and the save button, over the stored choices (kept as ticked when a save fails). */
const SettingsForm = ({ stored }: { stored: Settings }) => {
  const { t } = useTranslation();
  const [choices, setChoices] = useState<Settings>(stored);
  const save = useSaveAdminNotificationSettings();
  const changed = ADMIN_NOTIFICATION_TOPICS.some((topic) => choices[topic] !== stored[topic]);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(choices, {
          onSuccess: () =>
            notifications.show({ color: 'teal', message: t('notifications:adminSettings.saved') }),
        });
      }}
    >
      <Stack gap="md">
        <Checkbox.Group
          label={t('notifications:adminSettings.legend')}
          value={ADMIN_NOTIFICATION_TOPICS.filter((topic) => choices[topic])}
          onChange={(values) =>
            setChoices(
              Object.fromEntries(
                ADMIN_NOTIFICATION_TOPICS.map((topic) => [topic, values.includes(topic)]),
              ) as Settings,
            )
          }
        >
          <Stack gap="sm" mt="xs">
            {ADMIN_NOTIFICATION_TOPICS.map((topic) => (
              // 24 px boxes: each is a touch target of its own, one row apart (WCAG 2.5.8).
              <Checkbox
                key={topic}
                size="md"
                value={topic}
                label={t(`admin:notificationTopics.${topic}`)}
                data-testid={`topic-${topic}`}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        {save.isError ? (
          <StatusMessage tone="error">
            {errorMessage(save.error, t('notifications:adminSettings.failed'))}
          </StatusMessage>
        ) : null}
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={save.isPending}
            disabled={!changed && !save.isError}
            data-testid="admin-settings-save"
          >
            {t('notifications:adminSettings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

/**
 * The admin's notification settings:
 * which events tell this admin, saved for their account only.
 */
export const AdminNotificationSettings = () => {
  const { t } = useTranslation();
  const query = useAdminNotificationSettings();
  return (
    <Card withBorder radius="lg" padding="lg">
      {query.isPending ? (
        <LoadingScreen label={t('notifications:adminSettings.loading')} fullHeight={false} />
      ) : query.isError ? (
        <ErrorAlert
          message={errorMessage(query.error, t('notifications:errorFetching'))}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <SettingsForm stored={query.data} />
      )}
    </Card>
  );
};
