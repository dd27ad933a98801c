import { ActionIcon, Group, Stack, Text, Textarea } from '@mantine/core';
import { ASSISTANT_MESSAGE_MAX } from '@patili/domain/assistant';
import { IconSend } from '@tabler/icons-react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { formatNumber } from '../../../lib/format';

/** The counter shows from this many characters on. */
const COUNTER_FROM = ASSISTANT_MESSAGE_MAX - 200;

/**
 * What Enter does in the question box: send (Enter), a new line (Shift+Enter, or Enter while an
 * input method composes a word), or nothing (any other key).
 */
export const enterAction = (
  event: Pick<KeyboardEvent, 'key' | 'shiftKey'> & { isComposing?: boolean },
): 'send' | 'newline' | 'none' => {
  if (event.key !== 'Enter') return 'none';
  return event.shiftKey || event.isComposing ? 'newline' : 'send';
};

/**
 * The question box: multi-line, Enter sends and Shift+Enter breaks the line, blank text
 * is never sent, at most `ASSISTANT_MESSAGE_MAX` characters with a counter near the limit. The
 * text is the caller's, so a failed send can put it back. While an answer comes (`disabled`) the
 * next question can be written but not sent; the box itself stays enabled so it keeps the focus.
 */
export const QuestionInput = ({
  value,
  onChange,
  onSubmit,
  disabled = false,
}: {
  value: string;
  onChange: (value: string) => void;
  onSubmit: (text: string) => void;
  disabled?: boolean;
}) => {
  const { t, i18n } = useTranslation();
  const canSend = !disabled && value.trim() !== '';
  const input = useRef<HTMLTextAreaElement>(null);

  // The box takes the focus when it appears (on opening the dialog, or once the history arrived).
  useEffect(() => {
    input.current?.focus();
  }, []);

  const submit = () => {
    if (canSend) onSubmit(value.trim());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (
      enterAction({
        key: event.key,
        shiftKey: event.shiftKey,
        isComposing: event.nativeEvent.isComposing,
      }) !== 'send'
    )
      return;
    event.preventDefault();
    submit();
  };

  return (
    <Stack gap={4} p="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Textarea
          ref={input}
          data-autofocus
          style={{ flex: 1 }}
          aria-label={t('assistant:dialog.input.label')}
          placeholder={t('assistant:dialog.input.placeholder')}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          autosize
          minRows={1}
          maxRows={5}
          maxLength={ASSISTANT_MESSAGE_MAX}
          radius="lg"
          data-testid="peri-input"
        />
        <ActionIcon
          size={36}
          radius="xl"
          onClick={submit}
          disabled={!canSend}
          aria-label={t('assistant:dialog.input.send')}
          data-testid="peri-send"
        >
          <IconSend size={18} />
        </ActionIcon>
      </Group>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="xs" c="dimmed" visibleFrom="sm">
          {t('assistant:dialog.input.hint')}
        </Text>
        {value.length >= COUNTER_FROM ? (
          <Text
            size="xs"
            c={value.length >= ASSISTANT_MESSAGE_MAX ? 'red.8' : 'dimmed'}
            ml="auto"
            aria-live="polite"
          >
            {t('assistant:dialog.input.counter', {
              length: formatNumber(value.length, i18n.language),
              max: formatNumber(ASSISTANT_MESSAGE_MAX, i18n.language),
            })}
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
};
