import {
  ActionIcon,
  Box,
  Center,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  ThemeIcon,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconPaw, IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ErrorAlert } from '../../../components/feedback/error-alert';
import { useAssistantConsent } from '../api/get-consent';
import { usePeriChat } from '../hooks/use-peri-chat';
import { ConsentForm } from './consent-form';
import { MessageList } from './message-list';
import { QuestionInput } from './question-input';

const Waiting = () => {
  const { t } = useTranslation();
  return (
    <Center style={{ flex: 1 }} p="xl">
      <Stack align="center" gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm" c="gray.7">
          {t('assistant:dialog.loading')}
        </Text>
      </Stack>
    </Center>
  );
};

const InitError = ({ onRetry }: { onRetry: () => void }) => {
  const { t } = useTranslation();
  return (
    <Box p="md">
      <ErrorAlert message={t('assistant:dialog.initError')} onRetry={onRetry} />
    </Box>
  );
};

/** The conversation: today's messages, then the question box. */
const Chat = ({
  chat,
  onNavigate,
}: {
  chat: ReturnType<typeof usePeriChat>;
  onNavigate: () => void;
}) => {
  const [draft, setDraft] = useState('');
  const { history } = chat;
  if (history.isPending) return <Waiting />;
  if (history.isError) return <InitError onRetry={() => void history.refetch()} />;
  return (
    <>
      <MessageList entries={chat.entries} onNavigate={onNavigate} />
      <QuestionInput
        value={draft}
        onChange={setDraft}
        disabled={chat.sending}
        onSubmit={(text) => {
          setDraft('');
          void chat.send(text).then(({ answered }) => {
            // Nothing typed is lost: an unanswered question comes back to the box, unless
            // something new was typed meanwhile.
            if (!answered) setDraft((current) => (current === '' ? text : current));
          });
        }}
      />
    </>
  );
};

/**
 * The dialog 'Peri Akıllı Asistan' (the smart assistant): consent per item before the first
 * question and from the header's settings at any time (the chat starts again on a change), then
 * today's conversation. Full screen on a phone.
 */
const PeriDialog = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const isPhone = useMediaQuery('(max-width: 36em)', false);
  const consent = useAssistantConsent(opened);
  const chat = usePeriChat();
  const [settings, setSettings] = useState(false);
  const answered = consent.data?.consent ?? null;
  const asking = consent.isSuccess && (settings || answered === null);

  let body;
  if (consent.isPending) body = <Waiting />;
  else if (consent.isError) body = <InitError onRetry={() => void consent.refetch()} />;
  else if (asking)
    body = (
      <ConsentForm
        consent={answered}
        onSaved={() => {
          setSettings(false);
          chat.restart();
        }}
      />
    );
  else body = <Chat chat={chat} onNavigate={onClose} />;

  return (
    <Modal.Root
      opened={opened}
      onClose={onClose}
      fullScreen={isPhone}
      size="lg"
      radius={isPhone ? 0 : 'lg'}
      // The launcher takes the focus back itself: the bubble that opened the dialog is gone by then.
      returnFocus={false}
      transitionProps={{ transition: isPhone ? 'slide-up' : 'pop', duration: 150 }}
      data-testid="peri-dialog"
    >
      <Modal.Overlay />
      <Modal.Content
        styles={{
          content: {
            display: 'flex',
            flexDirection: 'column',
            // The chat keeps one height as messages come; the consent step is as tall as it is.
            height: isPhone ? '100dvh' : asking ? undefined : 'min(720px, 90dvh)',
            overflow: 'hidden',
          },
        }}
      >
        <Modal.Header style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }} py="sm">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <ThemeIcon size={40} radius="xl" color="teal.8" aria-hidden>
              <IconPaw size={22} />
            </ThemeIcon>
            <Box miw={0}>
              <Modal.Title fw={700}>{t('assistant:dialog.title')}</Modal.Title>
              <Text size="xs" c="gray.7" lineClamp={2}>
                {t('assistant:dialog.subtitle')}
              </Text>
            </Box>
          </Group>
          <Group gap={4} wrap="nowrap" ml="auto">
            {answered ? (
              <Tooltip
                label={settings ? t('assistant:dialog.backToChat') : t('assistant:dialog.settings')}
              >
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  onClick={() => setSettings((open) => !open)}
                  aria-label={
                    settings ? t('assistant:dialog.backToChat') : t('assistant:dialog.settings')
                  }
                  data-testid="peri-settings"
                >
                  {settings ? <IconArrowLeft size={20} /> : <IconSettings size={20} />}
                </ActionIcon>
              </Tooltip>
            ) : null}
            <Modal.CloseButton aria-label={t('assistant:dialog.close')} size="lg" />
          </Group>
        </Modal.Header>
        <Modal.Body
          p={0}
          style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}
        >
          {body}
          <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="peri-announcement">
            {chat.announcement}
          </VisuallyHidden>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
};

export default PeriDialog;
