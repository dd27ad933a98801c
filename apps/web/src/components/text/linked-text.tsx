import { Anchor, Text, type MantineSize } from '@mantine/core';
import { useMemo } from 'react';

import { linkParts } from './linkify';

/**
 * A user's plain text as text (React escapes it; never HTML), line breaks kept, with web links made
 * clickable: a new tab, no referrer, no opener, and `nofollow` so posting links earns nothing.
 * Shared by chat messages and community posts.
 */
export const LinkedText = ({ text, size = 'sm' }: { text: string; size?: MantineSize }) => {
  const parts = useMemo(() => linkParts(text), [text]);
  return (
    <Text size={size} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {parts.map((part, index) =>
        part.kind === 'link' ? (
          <Anchor
            // The parts of one text never change order: the index names them.
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            underline="always"
            inherit
          >
            {part.text}
          </Anchor>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </Text>
  );
};
