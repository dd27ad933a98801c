import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * An empty list (no bookings, patients, requests, notifications, reviews): the list's icon, an
 * optional title, a line saying why, and an optional way onwards.
 */
export const EmptyState = ({
  icon,
  title,
  body,
  action,
  testId,
}: {
  /** A Tabler icon at size 26. */
  icon: ReactNode;
  title?: string;
  body: string;
  action?: ReactNode;
  testId: string;
}) => (
  <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} data-testid={testId}>
    <Stack align="center" ta="center" gap="sm">
      <ThemeIcon size={48} radius={48} variant="light" color="gray" aria-hidden>
        {icon}
      </ThemeIcon>
      {title ? (
        <Title order={2} fz="lg">
          {title}
        </Title>
      ) : null}
      <Text c="dimmed" maw={460}>
        {body}
      </Text>
      {action}
    </Stack>
  </Paper>
);
