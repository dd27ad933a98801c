import { Paper, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { StatusMessage } from '../../../components/feedback/status-message';
import { errorMessage } from '../../../lib/form';
import { useReminderSettings, useSetReminderSettings } from '../api/vaccine-reminders';

/** The owner's choice: vaccine reminders by e-mail too (they always come in the app). */
export const ReminderSettingsSwitch = () => {
  const { t } = useTranslation();
  const settings = useReminderSettings();
  const change = useSetReminderSettings();
  return (
    <Paper withBorder radius="lg" p="md">
      <Switch
        label={t('patients:reminderSettings.label')}
        description={t('patients:reminderSettings.description')}
        checked={settings.data?.emails ?? true}
        disabled={settings.isPending || change.isPending}
        onChange={(event) => change.mutate(event.currentTarget.checked)}
      />
      {settings.isError ? <Text size="sm" c="red.8" mt="xs">{t('patients:reminderSettings.error')}</Text> : null}
      {change.isError ? <StatusMessage tone="error">{errorMessage(change.error, t('patients:reminderSettings.error'))}</StatusMessage> : null}
    </Paper>
  );
};
