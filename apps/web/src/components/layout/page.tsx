import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of a content page: a width limit, a title and an optional lead line. */
export const Page = ({
  title,
  description,
  size = 'md',
  children,
}: {
  title?: string;
  description?: string;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  children: ReactNode;
}) => (
  <Container size={size} px={{ base: 'md', sm: 'lg' }} py={{ base: 'lg', sm: 'xl' }}>
    <Stack gap="lg">
      {title ? (
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {title}
          </Title>
          {description ? <Text c="dimmed">{description}</Text> : null}
        </Stack>
      ) : null}
      {children}
    </Stack>
  </Container>
);
