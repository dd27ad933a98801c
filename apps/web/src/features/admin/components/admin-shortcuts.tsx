import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { buildPath, type StaticRouteId } from '@patili/domain/access';
import type { MessageKey } from '@patili/domain/i18n';
import {
  IconCalendarStats,
  IconDog,
  IconHome,
  IconPercentage,
  IconSettings,
  IconStethoscope,
  IconUsers,
  type IconBell,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type Shortcut = { route: StaticRouteId; labelKey: MessageKey; Icon: typeof IconBell };

/** The pages the dashboard leads to, as tiles that link to them. */
const SHORTCUTS: readonly Shortcut[] = [
  { route: 'admin.users', labelKey: 'reports:dashboard.shortcuts.users', Icon: IconUsers },
  { route: 'admin.bookings', labelKey: 'reports:dashboard.shortcuts.bookings', Icon: IconCalendarStats },
  { route: 'admin.sittersPerformance', labelKey: 'reports:dashboard.shortcuts.sittersPerformance', Icon: IconHome },
  { route: 'admin.veterinariansPerformance', labelKey: 'reports:dashboard.shortcuts.veterinariansPerformance', Icon: IconStethoscope },
  { route: 'admin.petWalkersPerformance', labelKey: 'reports:dashboard.shortcuts.petWalkersPerformance', Icon: IconDog },
  { route: 'admin.commissions', labelKey: 'reports:dashboard.shortcuts.commissions', Icon: IconPercentage },
  { route: 'admin.settings', labelKey: 'reports:dashboard.shortcuts.settings', Icon: IconSettings },
];

/** The dashboard's links to the back office's main pages, as cards. */
export const AdminShortcuts = () => {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="section" aria-labelledby="dashboard-shortcuts">
      <Title order={2} fz="lg" id="dashboard-shortcuts">
        {t('reports:dashboard.shortcutsTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        {SHORTCUTS.map(({ route, labelKey, Icon }) => (
          <Card key={route} component={Link} to={buildPath(route)} withBorder radius="md" padding="md" data-testid={`shortcut-${route}`}>
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon size={36} radius="md" variant="light" aria-hidden>
                <Icon size={20} />
              </ThemeIcon>
              <Text fw={600}>{t(labelKey)}</Text>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
};
