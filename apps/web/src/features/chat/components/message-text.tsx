import { Box, VisuallyHidden } from '@mantine/core';
import { CONTACT_MASK, type ContactMaskState } from '@patili/domain/chat';
import { IconEyeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { LinkedText } from '../../../components/text/linked-text';

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

/** What stands in the reader's text for each hidden detail (one element: its placeholder never changes). */
const MASKED_CONTACT = { token: CONTACT_MASK, node: <MaskedContact /> };

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
}) => (
  <LinkedText
    text={text}
    placeholder={contactMask === 'masked' ? MASKED_CONTACT : undefined}
  />
);
