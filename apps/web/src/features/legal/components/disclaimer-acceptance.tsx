import { Alert, Button, Checkbox, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { StatusMessage } from '../../../components/feedback/status-message';
import { formatDate } from '../../../lib/format';
import { readStored, STORAGE_KEYS, writeStored } from '../../../lib/storage';

/**
 * The disclaimer's accept checkbox. Accepting is remembered in this browser; submitting without
 * ticking it says the terms must be accepted.
 */
export const DisclaimerAcceptance = () => {
  const { t, i18n } = useTranslation();
  const [acceptedAt, setAcceptedAt] = useState(() => readStored('local', STORAGE_KEYS.disclaimerAcceptedAt));
  const [checked, setChecked] = useState(acceptedAt !== null);
  const [error, setError] = useState(false);

  if (acceptedAt) {
    const date = formatDate(acceptedAt, i18n.language);
    return <StatusMessage tone="success">{t('legal:disclaimer.acceptedNotice', { date })}</StatusMessage>;
  }

  const accept = () => {
    if (!checked) {
      setError(true);
      return;
    }
    const now = new Date().toISOString();
    writeStored('local', STORAGE_KEYS.disclaimerAcceptedAt, now);
    setAcceptedAt(now);
  };

  return (
    <Stack gap="sm">
      <Checkbox
        checked={checked}
        onChange={(event) => {
          setChecked(event.currentTarget.checked);
          setError(false);
        }}
        label={t('legal:disclaimer.acceptLabel')}
      />
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {t('legal:disclaimer.mustAccept')}
        </Alert>
      ) : null}
      <Group>
        <Button onClick={accept}>{t('legal:disclaimer.acceptButton')}</Button>
      </Group>
    </Stack>
  );
};
