import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The card every sign-in, sign-up and callback screen sits in: narrow, centred, phone-first. */
export const AuthCard = ({
  title,
  description,
  size = 460,
  children,
}: {
  title: string;
  description?: string;
  size?: number;
  children: ReactNode;
}) => (
  <Container size={size} px="md" py={{ base: 'lg', sm: 48 }}>
    <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {title}
          </Title>
          {description ? <Text c="dimmed">{description}</Text> : null}
        </Stack>
        {children}
      </Stack>
    </Paper>
  </Container>
);
