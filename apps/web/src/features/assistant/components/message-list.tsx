import { Box, ScrollArea, Stack } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import type { ChatEntry } from '../hooks/use-peri-chat';
import { MessageItem } from './message-item';

/**
 * Today's messages, oldest first, kept scrolled to the newest as messages and streamed text
 * arrive. A log for assistive technology; the new answers themselves are announced once whole,
 * by the dialog's live region, rather than piece by piece as they stream.
 */
export const MessageList = ({
  entries,
  onNavigate,
}: {
  entries: ChatEntry[];
  onNavigate: () => void;
}) => {
  const { t } = useTranslation();
  const viewport = useRef<HTMLDivElement>(null);
  const last = entries.at(-1);
  const lastKey = `${entries.length}:${last?.id ?? ''}:${last?.text.length ?? 0}:${last?.status ?? ''}`;

  useEffect(() => {
    const element = viewport.current;
    if (element) element.scrollTo({ top: element.scrollHeight });
  }, [lastKey]);

  return (
    <ScrollArea
      viewportRef={viewport}
      style={{ flex: 1, minHeight: 0 }}
      type="auto"
      offsetScrollbars
    >
      <Box
        role="log"
        aria-live="off"
        aria-label={t('assistant:dialog.messages.label')}
        p="md"
        // Focusable, so the history can be scrolled from the keyboard.
        tabIndex={0}
        style={{ outlineOffset: -2 }}
      >
        <Stack
          component="ol"
          gap="sm"
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
          data-testid="peri-messages"
        >
          {entries.map((entry) => (
            <MessageItem key={entry.id} entry={entry} onNavigate={onNavigate} />
          ))}
        </Stack>
      </Box>
    </ScrollArea>
  );
};
