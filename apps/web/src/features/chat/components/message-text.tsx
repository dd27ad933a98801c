import { Anchor, Box, Text, VisuallyHidden } from '@mantine/core';
import { CONTACT_MASK, type ContactMaskState } from '@patili/domain/chat';
import { IconEyeOff } from '@tabler/icons-react';
import { Fragment, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { LinkedText } from '../../../components/text/linked-text';
import { linkParts } from '../../../components/text/linkify';

/** A hidden contact detail: a grey "•••" chip with an eye-off mark, read aloud as what it is. */
const MaskedContact = () => {
  const { t } = useTranslation();
  const label = t('chat:message.contactMasked');
  return (
    <Box
      component="span"
      title={label}
      data-testid="contact-mask"
      px={6}
      mx={2}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 3,
        verticalAlign: 'baseline',
        borderRadius: 6,
        background: 'var(--mantine-color-gray-2)',
        color: 'var(--mantine-color-gray-8)',
        fontWeight: 700,
        letterSpacing: 1,
      }}
    >
      <IconEyeOff size={12} aria-hidden />
      <span aria-hidden>{CONTACT_MASK}</span>
      <VisuallyHidden>{label}</VisuallyHidden>
    </Box>
  );
};

/**
 * A message's text as text (never HTML), line breaks kept, web links clickable (the shared
 * `LinkedText`, which forum posts use too). When contact details in it are hidden from the
 * reader, each `CONTACT_MASK` the server put in their place shows as a marked chip.
 */
export const MessageText = ({
  text,
  contactMask = 'none',
}: {
  text: string;
  contactMask?: ContactMaskState;
}) => {
  const pieces = useMemo(
    () => (contactMask === 'masked' ? text.split(CONTACT_MASK).map(linkParts) : null),
    [text, contactMask],
  );
  if (!pieces) return <LinkedText text={text} />;
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {pieces.map((parts, piece) => (
        // The pieces of one text never change order: the index names them.
        <Fragment key={piece}>
          {piece > 0 ? <MaskedContact /> : null}
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
