import { Tabs } from '@mantine/core';
import { buildPath } from '@patili/domain/access';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** The login / register tabs at the top of both screens. */
export const AuthTabs = ({ active }: { active: 'login' | 'register' }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Tabs value={active} onChange={(value) => value && value !== active && void navigate(buildPath(value as 'login' | 'register'))}>
      <Tabs.List grow>
        <Tabs.Tab value="login">{t('auth:tabs.login')}</Tabs.Tab>
        <Tabs.Tab value="register">{t('auth:tabs.register')}</Tabs.Tab>
      </Tabs.List>
    </Tabs>
  );
};
