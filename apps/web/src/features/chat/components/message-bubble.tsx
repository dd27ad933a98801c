import {
  ActionIcon,
  Box,
  Button,
  Group,
  Image,
  Menu,
  Modal,
  Popover,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import type { ChatMessage, ContactMaskState } from '@patili/domain/chat';
import {
  IconAlertCircle,
  IconCheck,
  IconChecks,
  IconClock,
  IconDotsVertical,
  IconFlag,
  IconRefresh,
  IconShieldLock,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { currentLocale } from '../../../lib/i18n';
import { clockOf } from '../utils/chat-format';
import { MessageText } from './message-text';

/** Where a message of the caller's stands: on its way, failed, stored, or read by the other. */
export type Delivery = 'sending' | 'failed' | 'sent' | 'read';

type Attachment = ChatMessage['attachments'][number];

/** A message's photos as thumbnails; one opens larger in a dialog. */
const Photos = ({
  attachments,
  onLoad,
}: {
  attachments: readonly Attachment[];
  onLoad?: () => void;
}) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Attachment | null>(null);
  return (
    <>
      <Group gap={4} maw={attachments.length === 1 ? 200 : 224}>
        {attachments.map((attachment, index) => (
          <UnstyledButton
            key={attachment.id}
            onClick={() => setOpen(attachment)}
            aria-label={t('chat:message.openPhoto', { index: index + 1 })}
            style={{ borderRadius: 10, overflow: 'hidden', display: 'block' }}
          >
            <Image
              src={attachment.thumbnailUrl}
              alt={t('chat:message.photoAlt', { index: index + 1 })}
              w={attachments.length === 1 ? 200 : 110}
              h={attachments.length === 1 ? 160 : 110}
              fit="cover"
              onLoad={onLoad}
            />
          </UnstyledButton>
        ))}
      </Group>
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={t('chat:message.photo')}
        size="auto"
        centered
        radius="lg"
      >
        {open ? (
          <Image
            src={open.url}
            alt={t('chat:message.photo')}
            fit="contain"
            mah="80dvh"
            maw="min(90vw, 1200px)"
          />
        ) : null}
      </Modal>
    </>
  );
};

/**
 * Why parts of a message are hidden: the reader's note under a masked message, or the sender's
 * under their own, whose contact details the other side cannot see until a booking is confirmed.
 */
const ContactNote = ({ contactMask }: { contactMask: ContactMaskState }) => {
  const { t } = useTranslation();
  if (contactMask === 'none') return null;
  return (
    <Group gap={4} wrap="nowrap" align="flex-start" maw={360} data-testid="contact-note">
      <IconShieldLock
        size={14}
        aria-hidden
        style={{ flexShrink: 0, marginTop: 2 }}
        color="var(--mantine-color-gray-6)"
      />
      <Text size="xs" c="dimmed">
        {contactMask === 'masked'
          ? t('chat:message.contactMaskedNote')
          : t('chat:message.contactHiddenForOther')}
      </Text>
    </Group>
  );
};

/** Removes a message that could not be sent, after asking: its text is lost. */
const DiscardButton = ({ onDiscard }: { onDiscard: () => void }) => {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      withArrow
      shadow="md"
      trapFocus
    >
      <Popover.Target>
        <Button
          size="compact-xs"
          variant="subtle"
          color="gray"
          leftSection={<IconTrash size={12} />}
          onClick={() => setOpened((value) => !value)}
        >
          {t('chat:message.discard')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown maw={260}>
        <Stack gap="xs">
          <Text size="sm">{t('chat:message.discardConfirm')}</Text>
          <Group gap="xs" justify="flex-end">
            <Button size="compact-sm" variant="default" onClick={() => setOpened(false)}>
              {t('chat:message.keep')}
            </Button>
            <Button
              size="compact-sm"
              color="red"
              onClick={() => {
                setOpened(false);
                onDiscard();
              }}
            >
              {t('chat:message.discardYes')}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
};

const DeliveryMark = ({ delivery }: { delivery: Delivery }) => {
  const { t } = useTranslation();
  switch (delivery) {
    case 'sending':
      return (
        <Group gap={2} wrap="nowrap" c="dimmed">
          <IconClock size={14} aria-hidden />
          <Text size="xs" c="dimmed">
            {t('chat:message.sending')}
          </Text>
        </Group>
      );
    case 'failed':
      return null;
    case 'sent':
      return (
        <Tooltip label={t('chat:message.sent')}>
          <Box
            c="gray.6"
            display="flex"
            aria-label={t('chat:message.sent')}
            role="img"
            data-delivery="sent"
          >
            <IconCheck size={15} />
          </Box>
        </Tooltip>
      );
    case 'read':
      return (
        <Tooltip label={t('chat:message.read')}>
          <Box
            c="blue.7"
            display="flex"
            aria-label={t('chat:message.read')}
            role="img"
            data-delivery="read"
          >
            <IconChecks size={15} />
          </Box>
        </Tooltip>
      );
  }
};

export type MessageBubbleProps = {
  text: string;
  /** Whether contact details in it are hidden from the reader, or from the other side. */
  contactMask?: ContactMaskState;
  attachments: readonly Attachment[];
  createdAt: string;
  mine: boolean;
  /** For the caller's own messages. */
  delivery?: Delivery;
  /** Why the send failed, when it did. */
  error?: string | null;
  onRetry?: () => void;
  onDiscard?: () => void;
  /** Offered on the other person's messages. */
  onFlag?: () => void;
  /** A photo finished loading (the history keeps the newest message in view). */
  onMediaLoad?: () => void;
};

/**
 * One message: the caller's on the right, the other person's on the left, its text with links,
 * its photos, the time, and for the caller's own a delivery mark (✓ stored, ✓✓ read) or, while
 * on its way, "sending" and, when it failed, the reason with "retry".
 */
export const MessageBubble = ({
  text,
  contactMask = 'none',
  attachments,
  createdAt,
  mine,
  delivery,
  error,
  onRetry,
  onDiscard,
  onFlag,
  onMediaLoad,
}: MessageBubbleProps) => {
  const { t } = useTranslation();
  const failed = delivery === 'failed';
  return (
    <Group
      justify={mine ? 'flex-end' : 'flex-start'}
      align="center"
      gap={4}
      wrap="nowrap"
      data-testid="chat-message"
      data-mine={mine || undefined}
    >
      <Stack gap={4} maw="min(80%, 520px)" align={mine ? 'flex-end' : 'flex-start'}>
        <Box
          px={12}
          py={8}
          style={{
            background: mine ? 'var(--mantine-color-patili-0)' : 'var(--mantine-color-body)',
            border: `1px solid ${failed ? 'var(--mantine-color-red-4)' : mine ? 'var(--mantine-color-patili-2)' : 'var(--mantine-color-gray-3)'}`,
            borderRadius: 16,
            borderBottomRightRadius: mine ? 4 : 16,
            borderBottomLeftRadius: mine ? 16 : 4,
            opacity: delivery === 'sending' ? 0.75 : 1,
          }}
        >
          <Stack gap={6}>
            {attachments.length > 0 ? (
              <Photos attachments={attachments} onLoad={onMediaLoad} />
            ) : null}
            {text ? <MessageText text={text} contactMask={contactMask} /> : null}
            <Group gap={4} justify="flex-end" wrap="nowrap">
              <Text size="xs" c="dimmed">
                <time dateTime={createdAt}>{clockOf(createdAt, currentLocale())}</time>
              </Text>
              {mine && delivery ? <DeliveryMark delivery={delivery} /> : null}
            </Group>
          </Stack>
        </Box>
        <ContactNote contactMask={contactMask} />
        {failed ? (
          <Group gap={6} wrap="wrap" justify="flex-end">
            <Group gap={4} wrap="nowrap" c="red.7">
              <IconAlertCircle size={14} aria-hidden />
              <Text size="xs" c="red.7" role="alert">
                {error ?? t('chat:message.failed')}
              </Text>
            </Group>
            <Button
              size="compact-xs"
              variant="light"
              leftSection={<IconRefresh size={12} />}
              onClick={onRetry}
            >
              {t('chat:message.retry')}
            </Button>
            {onDiscard ? <DiscardButton onDiscard={onDiscard} /> : null}
          </Group>
        ) : null}
      </Stack>
      {onFlag ? (
        <Menu position="bottom-start" withinPortal shadow="md">
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              aria-label={t('chat:message.actions')}
            >
              <IconDotsVertical size={14} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item color="red" leftSection={<IconFlag size={14} />} onClick={onFlag}>
              {t('chat:message.flag')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      ) : null}
    </Group>
  );
};
