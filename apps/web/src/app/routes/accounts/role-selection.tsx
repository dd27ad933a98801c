import { Button, Stack } from '@mantine/core';
import { dashboardPath, isSelectableRole, type SelectableRole } from '@patili/domain/access';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { StatusMessage } from '../../../components/feedback/status-message';
import { useChooseRole } from '../../../features/accounts/api/choose-role';
import { RoleCards } from '../../../features/accounts/components/role-cards';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { ApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/session';
import { readStored, STORAGE_KEYS, writeStored } from '../../../lib/storage';

/** Role selection: five role cards, then the role's dashboard. */
const RoleSelectionScreen = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const stored = readStored('local', STORAGE_KEYS.roleChoice);
  const [role, setRole] = useState<SelectableRole | null>(user.signupRole ?? (isSelectableRole(stored) ? stored : null));
  const [error, setError] = useState<string | null>(null);
  const chooseRole = useChooseRole();

  const submit = () => {
    if (!role) {
      setError(t('accounts:roleSelection.required'));
      return;
    }
    setError(null);
    chooseRole.mutate(
      { role },
      {
        onSuccess: () => {
          writeStored('local', STORAGE_KEYS.roleChoice, null);
          void navigate(dashboardPath(role), { replace: true });
        },
      },
    );
  };

  const failure =
    chooseRole.error instanceof ApiError && chooseRole.error.status === 409
      ? t('accounts:roleSelection.alreadyChosen')
      : t('accounts:roleSelection.updateFailed');

  return (
    <AuthCard size={760} title={t('accounts:roleSelection.title')} description={t('accounts:roleSelection.body')}>
      <Stack gap="md">
        <RoleCards
          value={role}
          error={error}
          onChange={(next) => {
            setRole(next);
            setError(null);
            writeStored('local', STORAGE_KEYS.roleChoice, next);
          }}
        />
        {chooseRole.isError ? <StatusMessage tone="error">{failure}</StatusMessage> : null}
        <Button size="md" onClick={submit} loading={chooseRole.isPending}>
          {t('accounts:roleSelection.submit')}
        </Button>
      </Stack>
    </AuthCard>
  );
};

export default RoleSelectionScreen;
