import { Paper, Stack, Text, Title } from '@mantine/core';
import type { Role } from '@patili/domain/access';
import { useTranslation } from 'react-i18next';

/** Translation group of each role's dashboard texts. */
const DASHBOARD_KEY: Record<Exclude<Role, 'none'>, string> = {
  owner: 'owner',
  sitter: 'sitter',
  veterinarian: 'veterinarian',
  pet_walker: 'petWalker',
  trainer: 'trainer',
  admin: 'admin',
};

/** The greeting at the top of every dashboard: the user's name and what the panel is for. */
export const DashboardGreeting = ({ name, role }: { name: string; role: Exclude<Role, 'none'> }) => {
  const { t } = useTranslation();
  const key = DASHBOARD_KEY[role];
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} bg="patili.0">
      <Stack gap={6}>
        <Text c="patili.9" fw={600} size="sm" tt="uppercase">
          {t(`dashboards:${key}.title`)}
        </Text>
        <Title order={1} fz={{ base: 26, sm: 34 }}>
          {t('dashboards:greeting', { name })}
        </Title>
        <Text c="dimmed">{t('dashboards:roleLine', { role: t(`common:roles.${role}`) })}</Text>
        <Text>{t(`dashboards:${key}.body`)}</Text>
      </Stack>
    </Paper>
  );
};
