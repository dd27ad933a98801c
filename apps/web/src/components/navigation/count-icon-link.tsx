import { ActionIcon, Indicator, type MantineBreakpoint } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The badge shows up to this many; more reads `99+`. */
const BADGE_MAX = 99;

/**
 * An icon link in the top bar with a red count on it (unread notifications, unread messages),
 * hidden at zero. The label names the count too, for screen readers.
 */
export const CountIconLink = ({
  to,
  count,
  label,
  icon,
  testId,
  hiddenFrom,
}: {
  to: string;
  count: number;
  label: string;
  icon: ReactNode;
  testId: string;
  hiddenFrom?: MantineBreakpoint;
}) => (
  <Indicator
    label={count > BADGE_MAX ? `${BADGE_MAX}+` : count}
    disabled={count === 0}
    size={18}
    offset={4}
    color="red"
    inline
    hiddenFrom={hiddenFrom}
  >
    <ActionIcon
      component={Link}
      to={to}
      variant="subtle"
      color="gray"
      size="lg"
      radius="xl"
      aria-label={label}
      data-testid={testId}
    >
      {icon}
    </ActionIcon>
  </Indicator>
);
