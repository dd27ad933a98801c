import { Badge } from '@mantine/core';
import type { FlagKind, FlagStatus } from '@patili/domain/moderation';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** A report's reason in the interface language: the chat's reasons for a message, the forum's otherwise. */
export const reasonLabel = (t: TFunction, kind: FlagKind, reason: string): string =>
  t(`${kind === 'message' ? 'chat' : 'forum'}:reasons.${reason}`, { defaultValue: reason });

const STATUS_COLORS: Record<FlagStatus, string> = {
  open: 'orange',
  dismissed: 'gray',
  actioned: 'teal',
};

export const FlagStatusBadge = ({ status }: { status: FlagStatus }) => {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" tt="none">
      {t(`moderation:status.${status}`)}
    </Badge>
  );
};

const KIND_COLORS: Record<FlagKind, string> = {
  message: 'blue',
  forum_post: 'grape',
  forum_reply: 'violet',
};

export const FlagKindBadge = ({ kind }: { kind: FlagKind }) => {
  const { t } = useTranslation();
  return (
    <Badge
      color={KIND_COLORS[kind]}
      variant="outline"
      tt="none"
      style={{ flexShrink: 0 }}
      maw="none"
    >
      {t(`moderation:kind.${kind}`)}
    </Badge>
  );
};
