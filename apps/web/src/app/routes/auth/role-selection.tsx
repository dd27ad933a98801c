import { Button, Stack } from '@mantine/core';
import { dashboardPath, isSelectableRole, type SelectableRole } from '@patili/domain/access';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { StatusMessage } from '../../../components/feedback/status-message';
import { useSelectRole } from '../../../features/accounts/api/select-role';
import { RoleCards } from '../../../features/accounts/components/role-cards';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { ApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/session';
import { readStored, STORAGE_KEYS, writeStored } from '../../../lib/storage';

/** Five role cards, then the role's dashboard (spec §2 "Role selection"). */
const RoleSelectionScreen = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const stored = readStored('local', STORAGE_KEYS.roleChoice);
  const [role, setRole] = useState<SelectableRole | null>(user.signupRole ?? (isSelectableRole(stored) ? stored : null));
  const [error, setError] = useState<string | null>(null);
  const selectRole = useSelectRole();

  const submit = () => {
    if (!role) {
      setError(t('auth:roleSelection.required'));
      return;
    }
    setError(null);
    selectRole.mutate(
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
    selectRole.error instanceof ApiError && selectRole.error.status === 409
      ? t('auth:roleSelection.alreadyChosen')
      : t('auth:roleSelection.updateFailed');

  return (
    <AuthCard size={760} title={t('auth:roleSelection.title')} description={t('auth:roleSelection.body')}>
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
        {selectRole.isError ? <StatusMessage tone="error">{failure}</StatusMessage> : null}
        <Button size="md" onClick={submit} loading={selectRole.isPending}>
          {t('auth:roleSelection.submit')}
        </Button>
      </Stack>
    </AuthCard>
  );
};

export default RoleSelectionScreen;
