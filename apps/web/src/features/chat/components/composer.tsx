import {
  ActionIcon,
  Box,
  CloseButton,
  FileButton,
  Group,
  Image,
  Loader,
  Stack,
  Text,
  Textarea,
  Tooltip,
} from '@mantine/core';
import { MESSAGE_ATTACHMENTS_MAX, MESSAGE_MAX, type ChatMessage } from '@patili/domain/chat';
import { IMAGE_ACCEPT, fileUrls } from '@patili/domain/files';
import { IconPhotoPlus, IconSend } from '@tabler/icons-react';
import { useRef, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useUploadFile } from '../../../components/files/upload-file';

/** The counter shows from this many characters on. */
const COUNTER_FROM = MESSAGE_MAX - 200;

type Attachment = ChatMessage['attachments'][number];

/**
 * Writes a message: multi-line text (Enter sends, Shift+Enter breaks the line; blank text is not
 * sent), a counter near the 2 000-character limit, and up to 4 photos uploaded through the upload
 * pipeline before the message is sent. What is sent leaves the box at once (the send is
 * optimistic; a failure shows on the message, with retry).
 */
export const Composer = ({
  onSend,
  disabled = false,
}: {
  onSend: (message: { text: string; attachments: Attachment[] }) => void;
  disabled?: boolean;
}) => {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const upload = useUploadFile('chat_photo');
  const resetRef = useRef<() => void>(null);
  const room = MESSAGE_ATTACHMENTS_MAX - attachments.length;
  const trimmed = text.trim();
  const canSend = !disabled && !upload.isUploading && (trimmed !== '' || attachments.length > 0);

  const send = () => {
    if (!canSend) return;
    onSend({ text: trimmed, attachments });
    setText('');
    setAttachments([]);
    upload.clearError();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while an input method composes a word (Turkish on some keyboards, CJK) confirms the word.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  const add = async (files: File[]) => {
    resetRef.current?.();
    for (const file of files.slice(0, room)) {
      const stored = await upload.upload(file);
      if (!stored) break;
      setAttachments((previous) =>
        previous.length >= MESSAGE_ATTACHMENTS_MAX
          ? previous
          : [...previous, { id: stored.id, ...fileUrls(stored.id) }],
      );
    }
  };

  return (
    <Stack gap={6} p="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
      {attachments.length > 0 || upload.isUploading ? (
        <Group gap="xs" data-testid="composer-attachments">
          {attachments.map((attachment, index) => (
            <Box key={attachment.id} pos="relative">
              <Image
                src={attachment.thumbnailUrl}
                w={64}
                h={64}
                radius="md"
                fit="cover"
                alt={t('chat:message.photoAlt', { index: index + 1 })}
              />
              <CloseButton
                size="sm"
                radius="xl"
                variant="filled"
                pos="absolute"
                top={-6}
                right={-6}
                aria-label={t('chat:composer.removePhoto', { index: index + 1 })}
                onClick={() =>
                  setAttachments((previous) =>
                    previous.filter((other) => other.id !== attachment.id),
                  )
                }
              />
            </Box>
          ))}
          {upload.isUploading ? (
            <Group gap={6} role="status">
              <Loader size="sm" />
              <Text size="xs" c="dimmed">
                {t('chat:composer.uploading', { percent: upload.progress ?? 0 })}
              </Text>
            </Group>
          ) : null}
        </Group>
      ) : null}
      {upload.error ? (
        <Text size="xs" c="red.7" role="alert">
          {upload.error}
        </Text>
      ) : null}
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <FileButton
          resetRef={resetRef}
          multiple
          accept={IMAGE_ACCEPT}
          onChange={(files) => void add(files)}
          disabled={disabled || room <= 0 || upload.isUploading}
          inputProps={{ 'data-testid': 'composer-photo-input' } as ComponentProps<'input'>}
        >
          {(props) => (
            <Tooltip
              label={
                room > 0
                  ? t('chat:composer.attach')
                  : t('chat:composer.attachLimit', { max: MESSAGE_ATTACHMENTS_MAX })
              }
            >
              <ActionIcon
                {...props}
                variant="subtle"
                size="lg"
                radius="xl"
                aria-label={t('chat:composer.attach')}
                data-testid="composer-attach"
              >
                <IconPhotoPlus size={20} />
              </ActionIcon>
            </Tooltip>
          )}
        </FileButton>
        <Textarea
          style={{ flex: 1 }}
          aria-label={t('chat:composer.label')}
          placeholder={t('chat:composer.placeholder')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          autosize
          minRows={1}
          maxRows={6}
          maxLength={MESSAGE_MAX}
          radius="lg"
          disabled={disabled}
        />
        <ActionIcon
          size="lg"
          radius="xl"
          onClick={send}
          disabled={!canSend}
          aria-label={t('chat:composer.send')}
          data-testid="composer-send"
        >
          <IconSend size={18} />
        </ActionIcon>
      </Group>
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed" visibleFrom="sm">
          {t('chat:composer.hint')}
        </Text>
        {text.length >= COUNTER_FROM ? (
          <Text
            size="xs"
            c={text.length >= MESSAGE_MAX ? 'red.7' : 'dimmed'}
            ml="auto"
            aria-live="polite"
          >
            {t('chat:composer.counter', { length: text.length, max: MESSAGE_MAX })}
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
};
