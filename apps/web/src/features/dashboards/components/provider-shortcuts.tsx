import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { buildPath, type ProviderRole, type StaticRouteId } from '@patili/domain/access';
import {
  IconBell,
  IconCalendarOff,
  IconCalendarTime,
  IconHistory,
  IconInbox,
  IconMessage,
  IconNeedle,
  IconPencil,
  IconStar,
  IconStethoscope,
  IconUserEdit,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { SectionHeading } from '../../../components/layout/section-card';

type Shortcut = { key: string; route: StaticRouteId; Icon: typeof IconBell };

/** The other places each provider's dashboard leads to, as cards. */
const SHORTCUTS: Readonly<Record<ProviderRole, readonly Shortcut[]>> = {
  sitter: [
    { key: 'profile', route: 'sitter.profileSetup', Icon: IconUserEdit },
    { key: 'availability', route: 'sitter.availability', Icon: IconCalendarOff },
    { key: 'requests', route: 'sitter.requests', Icon: IconInbox },
  ],
  veterinarian: [
    { key: 'profile', route: 'veterinarian.profileSetup', Icon: IconUserEdit },
    { key: 'newPatient', route: 'veterinarian.patients.new', Icon: IconStethoscope },
    { key: 'vaccinations', route: 'veterinarian.vaccinations', Icon: IconNeedle },
    { key: 'reviews', route: 'veterinarian.reviews', Icon: IconStar },
    { key: 'notifications', route: 'veterinarian.notifications', Icon: IconBell },
    { key: 'messages', route: 'chat', Icon: IconMessage },
  ],
  pet_walker: [
    { key: 'profile', route: 'petWalker.profileSetup', Icon: IconUserEdit },
    { key: 'calendar', route: 'petWalker.calendar', Icon: IconCalendarTime },
    { key: 'history', route: 'petWalker.history', Icon: IconHistory },
  ],
  trainer: [
    { key: 'profile', route: 'trainer.profileSetup', Icon: IconUserEdit },
    { key: 'notifications', route: 'trainer.notifications', Icon: IconBell },
    { key: 'articles', route: 'articles.new', Icon: IconPencil },
  ],
};

/**
 * Cards to a provider's other screens (profile, calendar, records, reviews, notifications,
 * messages, articles): with the count tiles above, every screen of the kind is a click away.
 */
export const ProviderShortcuts = ({ kind }: { kind: ProviderRole }) => {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <SectionHeading title={t('dashboards:shortcuts.title')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {SHORTCUTS[kind].map(({ key, route, Icon }) => (
          <Card
            key={key}
            component={Link}
            to={buildPath(route)}
            withBorder
            radius="lg"
            padding="md"
            data-testid={`shortcut-${key}`}
          >
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon size={36} radius="md" variant="light" aria-hidden>
                <Icon size={20} />
              </ThemeIcon>
              <Stack gap={2}>
                <Text fw={600}>{t(`dashboards:shortcuts.${key}.title`)}</Text>
                <Text size="sm" c="dimmed">
                  {t(`dashboards:shortcuts.${key}.body`)}
                </Text>
              </Stack>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
};
