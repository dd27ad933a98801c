import { Group, Text } from '@mantine/core';

/** The paw mark and the name. */
export const Logo = ({ size = 32 }: { size?: number }) => (
  <Group gap={8} wrap="nowrap">
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
      <circle cx="32" cy="32" r="32" fill="var(--mantine-color-patili-8)" />
      <g fill="#fff">
        <ellipse cx="32" cy="40" rx="12" ry="10" />
        <circle cx="18" cy="27" r="5" />
        <circle cx="26" cy="19" r="5" />
        <circle cx="38" cy="19" r="5" />
        <circle cx="46" cy="27" r="5" />
      </g>
    </svg>
    <Text fw={800} fz={size * 0.7} c="patili.8" lh={1}>
      Patili
    </Text>
  </Group>
);
