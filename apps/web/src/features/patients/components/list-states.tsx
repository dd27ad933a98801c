import { Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconStethoscope } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Placeholder rows while a patient table loads. */
export const TableLoading = ({ label, rows = 5 }: { label: string; rows?: number }) => (
  <Stack gap="xs" role="status" aria-label={label}>
    {Array.from({ length: rows }, (_, index) => (
      <Skeleton key={index} h={40} radius="sm" />
    ))}
  </Stack>
);

/** An empty list: a title, a line and an optional way onwards. */
export const EmptyState = ({
  title,
  body,
  action,
}: {
  title: string;
  body: string;
  action?: ReactNode;
}) => (
  <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} data-testid="patients-empty">
    <Stack align="center" ta="center" gap="sm">
      <ThemeIcon size={48} radius={48} variant="light" color="gray" aria-hidden>
        <IconStethoscope size={26} />
      </ThemeIcon>
      <Title order={2} fz="lg">
        {title}
      </Title>
      <Text c="dimmed" maw={460}>
        {body}
      </Text>
      {action}
    </Stack>
  </Paper>
);
