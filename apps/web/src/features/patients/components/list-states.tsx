import { Skeleton, Stack } from '@mantine/core';

/** Placeholder rows while a patient table loads. */
export const TableLoading = ({ label, rows = 5 }: { label: string; rows?: number }) => (
  <Stack gap="xs" role="status" aria-label={label}>
    {Array.from({ length: rows }, (_, index) => (
      <Skeleton key={index} h={40} radius="sm" />
    ))}
  </Stack>
);
