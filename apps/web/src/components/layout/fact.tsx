import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One labelled fact on a card (when, pet, address, notes): a small dimmed label over the value,
 * with an icon before them when given. Long values wrap, line breaks are kept.
 */
export const Fact = ({
  icon,
  label,
  children,
}: {
  icon?: ReactNode;
  label: string;
  children: ReactNode;
}) => {
  const fact = (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
  if (!icon) return fact;
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text c="dimmed" lh={1} mt={3} aria-hidden>
        {icon}
      </Text>
      {fact}
    </Group>
  );
};
