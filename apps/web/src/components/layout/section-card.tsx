import { Group, Paper, Stack, Text, Title, type MantineColor, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

type SectionHeadingProps = {
  title: ReactNode;
  /** A dimmed line under the title. */
  description?: ReactNode;
  /** On the right of the title (an edit or log-out button). */
  action?: ReactNode;
  /** The heading's id, for `aria-labelledby` and `#anchor` links. */
  id?: string;
  color?: MantineColor;
};

/** The heading of a page section: a level-2 title, an optional dimmed line and an optional action. */
export const SectionHeading = ({ title, description, action, id, color }: SectionHeadingProps) => {
  const heading = (
    <Stack gap={2}>
      <Title order={2} fz="lg" id={id} c={color}>
        {title}
      </Title>
      {description ? (
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      ) : null}
    </Stack>
  );
  if (!action) return heading;
  return (
    <Group justify="space-between" gap="sm">
      {heading}
      {action}
    </Group>
  );
};

type SectionCardProps = Omit<SectionHeadingProps, 'id' | 'color'> & {
  /** The heading's id; the card is then a `<section>` named by its heading. */
  headingId?: string;
  /** A `<section>` element even without a `headingId`. */
  asSection?: boolean;
  /** The space between the heading and each part of the body. */
  gap?: MantineSpacing;
  'data-testid'?: string;
  children?: ReactNode;
};

/**
 * One section of a page in a bordered card: its heading, then the body (fields, facts, actions).
 * Every settings, profile and form section uses it, so they all look alike.
 */
export const SectionCard = ({
  title,
  description,
  action,
  headingId,
  asSection = false,
  gap = 'md',
  'data-testid': testId,
  children,
}: SectionCardProps) => (
  <Paper
    withBorder
    radius="lg"
    p={{ base: 'md', sm: 'lg' }}
    component={headingId || asSection ? 'section' : 'div'}
    aria-labelledby={headingId}
    data-testid={testId}
  >
    <Stack gap={gap}>
      <SectionHeading title={title} description={description} action={action} id={headingId} />
      {children}
    </Stack>
  </Paper>
);
