import { Container, Group, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { Logo } from '../../components/layout/logo';

/**
 * The top bar's row: the logo linking home between `start` (the phone menu button) and `middle`
 * (the main links), then `end` (language, sign-in or sign-out).
 */
export const NavBar = ({
  home,
  start,
  middle,
  end,
}: {
  home: string;
  start?: ReactNode;
  middle?: ReactNode;
  end?: ReactNode;
}) => (
  <Container size="lg" px={{ base: 'md', sm: 'lg' }}>
    <Group h={60} justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        {start}
        <UnstyledButton component={Link} to={home} aria-label="Patili">
          <Logo size={30} />
        </UnstyledButton>
      </Group>
      {middle}
      <Group gap="xs" wrap="nowrap">
        {end}
      </Group>
    </Group>
  </Container>
);
