import { Anchor, Group, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowRight, type IconBell } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export type DashboardTileProps = {
  label: string;
  /** The number as shown; null while it loads. */
  value: string | null;
  /** A dimmed line under the number. */
  hint?: ReactNode;
  /** Where the tile leads (a path from `buildPath`). */
  to: string;
  Icon: typeof IconBell;
  color: string;
  testId: string;
};

/** One count on a dashboard, with a link to the screen that lists what it counts. */
export const DashboardTile = ({
  label,
  value,
  hint,
  to,
  Icon,
  color,
  testId,
}: DashboardTileProps) => {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="md" data-testid={`tile-${testId}`}>
      <Stack gap={6} h="100%">
        <Group gap="xs" wrap="nowrap">
          <ThemeIcon size={32} radius="md" variant="light" color={color} aria-hidden>
            <Icon size={18} />
          </ThemeIcon>
          <Text size="sm" fw={500} c="dimmed">
            {label}
          </Text>
        </Group>
        {value === null ? (
          <Skeleton h={36} w={64} />
        ) : (
          <Text fz={32} fw={700} lh={1.15} data-testid={`count-${testId}`}>
            {value}
          </Text>
        )}
        {hint ? (
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        ) : null}
        <Anchor
          component={Link}
          to={to}
          size="sm"
          fw={500}
          mt="auto"
          aria-label={`${label}: ${t('dashboards:tiles.view')}`}
        >
          <Group gap={4} component="span" wrap="nowrap">
            {t('dashboards:tiles.view')}
            <IconArrowRight size={14} />
          </Group>
        </Anchor>
      </Stack>
    </Paper>
  );
};
