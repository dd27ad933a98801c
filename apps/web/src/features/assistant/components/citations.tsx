import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { AssistantCitation } from '@patili/domain/assistant';
import { IconArticle, IconLifebuoy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The help screens and articles an answer cites, as app links under it. Following one closes the
 * dialog, so the screen it opens is not hidden behind it.
 */
export const Citations = ({
  citations,
  onNavigate,
}: {
  citations: AssistantCitation[];
  onNavigate: () => void;
}) => {
  const { t } = useTranslation();
  if (citations.length === 0) return null;
  return (
    <Stack gap={4} mt={6} data-testid="peri-citations">
      <Text size="xs" fw={600} c="gray.7">
        {t('assistant:dialog.messages.sources')}
      </Text>
      <Stack component="ul" gap={4} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {citations.map((citation) => (
          <Group
            component="li"
            key={`${citation.kind}:${citation.href}`}
            gap={6}
            wrap="nowrap"
            align="flex-start"
          >
            {citation.kind === 'article' ? (
              <IconArticle size={16} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
            ) : (
              <IconLifebuoy size={16} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
            )}
            <Anchor
              component={Link}
              to={citation.href}
              onClick={onNavigate}
              size="sm"
              style={{ wordBreak: 'break-word' }}
            >
              {citation.title}
            </Anchor>
            <Badge size="xs" variant="light" color="gray" style={{ flex: 'none' }}>
              {t(
                citation.kind === 'article'
                  ? 'assistant:dialog.messages.article'
                  : 'assistant:dialog.messages.help',
              )}
            </Badge>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
};
