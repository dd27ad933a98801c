import { Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One figure of a report: its name, the value as shown (a skeleton while it loads) and an optional line under it. */
export const FigureTile = ({ label, value, hint, testId }: { label: string; value: string | null; hint?: ReactNode; testId: string }) => (
  <Paper withBorder radius="md" p="md" data-testid={`figure-${testId}`}>
    <Stack gap={4}>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      {value === null ? (
        <Skeleton h={30} w={90} />
      ) : (
        <Text fz={24} fw={700} lh={1.2} data-testid={`figure-${testId}-value`} style={{ overflowWrap: 'anywhere' }}>
          {value}
        </Text>
      )}
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Stack>
  </Paper>
);
