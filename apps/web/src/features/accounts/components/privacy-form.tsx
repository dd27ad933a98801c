import { Button, Card, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { PROFILE_VISIBILITIES, type AccountView, type ProfileVisibility } from '@patili/domain/accounts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { StatusMessage } from '../../../components/feedback/status-message';
import { useUpdatePrivacy } from '../api/update-privacy';

const HELP: Record<ProfileVisibility, 'account:privacy.publicHelp' | 'account:privacy.matchesOnlyHelp'> = {
  public: 'account:privacy.publicHelp',
  matches_only: 'account:privacy.matchesOnlyHelp',
};

/** Profile visibility, public or matches_only, saved on the account (spec 2 §2, persisted here). */
export const PrivacyForm = ({ account }: { account: AccountView }) => {
  const { t } = useTranslation();
  const update = useUpdatePrivacy();
  const [value, setValue] = useState<ProfileVisibility>(account.profileVisibility);
  const [saved, setSaved] = useState(false);

  const save = () => {
    setSaved(false);
    update.mutate({ profileVisibility: value }, { onSuccess: () => setSaved(true) });
  };

  return (
    <Card withBorder radius="md" padding="lg" data-testid="privacy-form">
      <Stack gap="md">
        <Title order={2} fz="lg">
          {t('account:privacy.title')}
        </Title>
        <Radio.Group
          label={t('account:privacy.label')}
          value={value}
          onChange={(next) => {
            setSaved(false);
            if ((PROFILE_VISIBILITIES as readonly string[]).includes(next)) setValue(next);
          }}
        >
          <Stack gap="sm" mt="xs">
            {PROFILE_VISIBILITIES.map((option) => (
              <Radio
                key={option}
                value={option}
                label={t(`account:privacy.${option}`)}
                description={<Text size="xs" c="dimmed">{t(HELP[option])}</Text>}
              />
            ))}
          </Stack>
        </Radio.Group>
        {saved ? <StatusMessage tone="success">{t('account:privacy.saved')}</StatusMessage> : null}
        {update.isError ? <StatusMessage tone="error">{t('account:privacy.failed')}</StatusMessage> : null}
        <Group justify="flex-end">
          <Button onClick={save} loading={update.isPending} disabled={value === account.profileVisibility && !update.isError}>
            {t('account:settings.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
};
