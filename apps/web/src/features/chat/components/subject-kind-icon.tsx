import { ThemeIcon, Tooltip, VisuallyHidden } from '@mantine/core';
import type { ChatKind } from '@patili/domain/chat';
import {
  IconCalendarEvent,
  IconHeartHandshake,
  IconMapSearch,
  IconMessageQuestion,
  IconPaw,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const ICONS = {
  booking: IconCalendarEvent,
  question: IconMessageQuestion,
  adoption: IconHeartHandshake,
  lostfound: IconMapSearch,
  mating: IconPaw,
} as const satisfies Record<ChatKind, unknown>;

/**
 * What kind of thing a conversation is about, as a small badge: an icon (the subject's title
 * beside it already reads "Rezervasyon: …"), named for screen readers and on hover.
 */
export const SubjectKindIcon = ({ kind }: { kind: ChatKind }) => {
  const { t } = useTranslation();
  const Icon = ICONS[kind];
  const label = t(`chat:kind.${kind}`);
  return (
    <Tooltip label={label} withinPortal>
      <ThemeIcon size={18} radius="xl" variant="light" style={{ flexShrink: 0 }} data-kind={kind}>
        <Icon size={12} aria-hidden />
        <VisuallyHidden>{label}</VisuallyHidden>
      </ThemeIcon>
    </Tooltip>
  );
};
