import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A titled panel inside a card (a booking's payment, the providers offered after a cancellation):
 * a light section named by its title, with what goes beside the title (a status badge) and its body.
 */
export const CardPanel = ({
  id,
  title,
  aside,
  testId,
  children,
}: {
  /** The title's element id, which names the section. */
  id: string;
  title: string;
  aside?: ReactNode;
  testId: string;
  children: ReactNode;
}) => (
  <Paper
    withBorder
    radius="md"
    p="md"
    component="section"
    aria-labelledby={id}
    data-testid={testId}
    bg="var(--mantine-color-gray-0)"
  >
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Text fw={700} id={id}>
          {title}
        </Text>
        {aside}
      </Group>
      {children}
    </Stack>
  </Paper>
);
