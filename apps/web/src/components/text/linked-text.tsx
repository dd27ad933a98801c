import { Anchor, Text, type MantineSize } from '@mantine/core';
import { Fragment, useMemo, type ReactNode } from 'react';

import { linkParts } from './linkify';

/** A stand-in the text carries (`token`) and what to show in its place (`node`). */
export type TextPlaceholder = { token: string; node: ReactNode };

/**
 * A user's plain text as text (React escapes it; never HTML), line breaks kept, with web links made
 * clickable: a new tab, no referrer, no opener, and `nofollow` so posting links earns nothing.
 * Each `placeholder.token` in the text shows as `placeholder.node` (chat's hidden contact details).
 * Shared by chat messages and community posts.
 */
export const LinkedText = ({
  text,
  size = 'sm',
  placeholder,
}: {
  text: string;
  size?: MantineSize;
  placeholder?: TextPlaceholder;
}) => {
  const pieces = useMemo(
    () => (placeholder ? text.split(placeholder.token) : [text]).map(linkParts),
    [text, placeholder],
  );
  return (
    <Text size={size} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {pieces.map((parts, piece) => (
        // The pieces and parts of one text never change order: the index names them.
        <Fragment key={piece}>
          {piece > 0 ? placeholder?.node : null}
          {parts.map((part, index) =>
            part.kind === 'link' ? (
              <Anchor
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
        </Fragment>
      ))}
    </Text>
  );
};
