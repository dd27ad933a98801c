import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { formatCalendarDate } from '../../../lib/format';

type Section = { heading: string; paragraphs: string[] };

/** A legal text from the `legal` catalogue: title, optional date line, intro and sections. */
export const LegalDocument = ({
  doc,
  lastUpdated,
  children,
}: {
  doc: 'privacy' | 'terms' | 'disclaimer';
  lastUpdated?: string;
  children?: ReactNode;
}) => {
  const { t, i18n } = useTranslation();
  const sections = t(`legal:${doc}.sections`, { returnObjects: true }) as unknown as Section[];
  const date = lastUpdated ? formatCalendarDate(lastUpdated, i18n.language, { day: 'numeric', month: 'long', year: 'numeric' }) : null;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="article">
      <Stack gap="md">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {t(`legal:${doc}.title`)}
        </Title>
        {date ? (
          <Text size="sm" c="dimmed" data-testid="legal-last-updated">
            {t(`legal:${doc}.lastUpdatedLabel`, { date })}
          </Text>
        ) : null}
        <Text>{t(`legal:${doc}.intro`)}</Text>
        {Array.isArray(sections)
          ? sections.map((section) => (
              <Stack key={section.heading} gap={6} component="section">
                <Title order={2} fz={{ base: 18, sm: 20 }}>
                  {section.heading}
                </Title>
                {section.paragraphs.map((paragraph) => (
                  <Text key={paragraph.slice(0, 40)}>{paragraph}</Text>
                ))}
              </Stack>
            ))
          : null}
        {children}
      </Stack>
    </Paper>
  );
};
