import { Center, Loader, Stack, Text } from '@mantine/core';

/** A centred spinner with a line of text: the session check, a lazy screen, a page load. */
export const LoadingScreen = ({ label, fullHeight = true }: { label?: string; fullHeight?: boolean }) => (
  <Center mih={fullHeight ? '60vh' : 160} role="status" aria-live="polite">
    <Stack align="center" gap="sm">
      <Loader />
      {label ? <Text c="dimmed">{label}</Text> : null}
    </Stack>
  </Center>
);
