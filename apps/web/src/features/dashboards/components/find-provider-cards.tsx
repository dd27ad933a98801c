import { Button, Card, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { buildPath, type StaticRouteId } from '@patili/domain/access';
import {
  IconArrowRight,
  IconHome,
  IconSchool,
  IconStethoscope,
  IconWalk,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { SectionHeading } from '../../../components/layout/section-card';

/** The four ways to find care from the owner dashboard, each to its screen. */
const CARDS: ReadonlyArray<{
  key: string;
  route: StaticRouteId;
  Icon: typeof IconHome;
  color: string;
}> = [
  { key: 'sitter', route: 'owner.sitters.browse', Icon: IconHome, color: 'patili' },
  // The vet flow starts by choosing the service, date and time, then browses vets.
  {
    key: 'veterinarian',
    route: 'owner.veterinarians.request',
    Icon: IconStethoscope,
    color: 'teal',
  },
  { key: 'petWalker', route: 'owner.petWalkers.browse', Icon: IconWalk, color: 'blue' },
  { key: 'trainer', route: 'owner.trainers.browse', Icon: IconSchool, color: 'grape' },
];

export const FindProviderCards = () => {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <SectionHeading title={t('dashboards:owner.findCare')} />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        {CARDS.map(({ key, route, Icon, color }) => (
          <Card key={key} withBorder radius="lg" padding="lg" data-testid={`find-${key}`}>
            <Stack gap="sm" h="100%">
              <ThemeIcon size={44} radius="md" variant="light" color={color}>
                <Icon size={24} />
              </ThemeIcon>
              <Stack gap={4} style={{ flex: 1 }}>
                <Text fw={600}>{t(`dashboards:owner.cards.${key}.title`)}</Text>
                <Text size="sm" c="dimmed">
                  {t(`dashboards:owner.cards.${key}.body`)}
                </Text>
              </Stack>
              <Button
                component={Link}
                to={buildPath(route)}
                variant="light"
                color={color}
                rightSection={<IconArrowRight size={16} />}
                fullWidth
              >
                {t(`dashboards:owner.cards.${key}.action`)}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
};
