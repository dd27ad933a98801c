import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { PROFILE_VISIBILITIES, type AccountView, type ProfileVisibility } from '@patili/domain/accounts';
import type { MessageKey } from '@patili/domain/i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { StatusMessage } from '../../../components/feedback/status-message';
import { SectionCard } from '../../../components/layout/section-card';
import { useSetProfileVisibility } from '../api/set-profile-visibility';

const HELP: Record<ProfileVisibility, MessageKey> = {
  public: 'accounts:profileVisibility.publicHelp',
  matches_only: 'accounts:profileVisibility.matchesOnlyHelp',
};

/** Profile visibility, public or matches_only, saved on the account (persisted here). */
export const ProfileVisibilityForm = ({ account }: { account: AccountView }) => {
  const { t } = useTranslation();
  const update = useSetProfileVisibility();
  const [value, setValue] = useState<ProfileVisibility>(account.profileVisibility);
  const [saved, setSaved] = useState(false);

  const save = () => {
    setSaved(false);
    update.mutate({ profileVisibility: value }, { onSuccess: () => setSaved(true) });
  };

  return (
    <SectionCard title={t('accounts:profileVisibility.title')} data-testid="profile-visibility-form">
      <Radio.Group
        label={t('accounts:profileVisibility.label')}
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
              label={t(`accounts:profileVisibility.${option}`)}
              description={<Text size="xs" c="dimmed">{t(HELP[option])}</Text>}
            />
          ))}
        </Stack>
      </Radio.Group>
      {saved ? <StatusMessage tone="success">{t('accounts:profileVisibility.saved')}</StatusMessage> : null}
      {update.isError ? <StatusMessage tone="error">{t('accounts:profileVisibility.failed')}</StatusMessage> : null}
      <Group justify="flex-end">
        <Button onClick={save} loading={update.isPending} disabled={value === account.profileVisibility && !update.isError}>
          {t('accounts:settings.save')}
        </Button>
      </Group>
    </SectionCard>
  );
};
