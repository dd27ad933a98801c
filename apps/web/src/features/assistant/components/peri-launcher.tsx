import {
  ActionIcon,
  Affix,
  Box,
  Button,
  CloseButton,
  Group,
  Paper,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconPaw } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

import { dismissBubbleToday, isBubbleDismissedToday } from '../utils/bubble-dismissal';

/** Spec §9: the proactive suggestion appears this long after the page loads. */
export const PERI_BUBBLE_DELAY_MS = 1_500;

type DialogProps = { opened: boolean; onClose: () => void };

/** The dialog and all it needs (the chat, its forms, zod schemas) come in a chunk of their own. */
const loadDialog = () => import('./peri-dialog');

/** Starts fetching the dialog while the browser is idle, so the first open is instant. */
const whenIdle = (run: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 5_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, 200);
  return () => window.clearTimeout(timer);
};

/**
 * Peri's button at the bottom right of every signed-in page, and the suggestion bubble beside it
 * 1.5 s after the page loads (spec §2): dismissible, and once dismissed or followed it stays away
 * for the rest of the Istanbul day for this user in this browser. The dialog is fetched on idle
 * once the bubble shows, or on the first open.
 */
const PeriLauncher = ({ userId }: { userId: string }) => {
  const { t } = useTranslation();
  const [bubble, setBubble] = useState(false);
  const [opened, setOpened] = useState(false);
  const [Dialog, setDialog] = useState<ComponentType<DialogProps> | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [loading, setLoading] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  // One launcher per user (the mount keys it by the user's id), so this runs once per page load.
  useEffect(() => {
    if (isBubbleDismissedToday(userId)) return undefined;
    const timer = window.setTimeout(() => setBubble(true), PERI_BUBBLE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [userId]);

  useEffect(
    () => (bubble && !Dialog ? whenIdle(() => void loadDialog().catch(() => {})) : undefined),
    [bubble, Dialog],
  );

  const load = useCallback(() => {
    setLoading(true);
    setLoadFailed(false);
    loadDialog()
      .then((module) => setDialog(() => module.default))
      .catch(() => setLoadFailed(true))
      .finally(() => setLoading(false));
  }, []);

  const open = () => {
    dismissBubbleToday(userId);
    setBubble(false);
    setOpened(true);
    if (!Dialog) load();
  };

  const dismiss = () => {
    dismissBubbleToday(userId);
    setBubble(false);
    button.current?.focus();
  };

  const close = useCallback(() => {
    setOpened(false);
    button.current?.focus();
  }, []);

  return (
    <>
      <Affix position={{ bottom: 20, right: 20 }} zIndex={190}>
        <Box component="aside" aria-label={t('assistant:dialog.title')}>
          <Stack align="flex-end" gap="xs">
            {opened && loadFailed ? (
              <Paper
                shadow="md"
                radius="lg"
                p="sm"
                maw={280}
                withBorder
                role="alert"
                data-testid="peri-load-failed"
              >
                <Text size="sm">{t('assistant:dialog.startFailed')}</Text>
                <Group justify="flex-end" gap="xs" mt="xs">
                  <Button size="xs" variant="default" onClick={() => setOpened(false)}>
                    {t('assistant:dialog.close')}
                  </Button>
                  <Button size="xs" onClick={load}>
                    {t('common:actions.retry')}
                  </Button>
                </Group>
              </Paper>
            ) : null}
            {bubble && !opened ? (
              <Paper
                shadow="md"
                radius="lg"
                p="sm"
                pr={4}
                maw={300}
                withBorder
                data-testid="peri-bubble"
              >
                <Group gap={4} align="flex-start" wrap="nowrap">
                  <UnstyledButton
                    onClick={open}
                    aria-label={t('assistant:dialog.bubble.open')}
                    style={{ flex: 1 }}
                  >
                    <Text size="sm">{t('assistant:dialog.bubble.text')}</Text>
                    <Text size="sm" fw={600} c="teal.9" mt={6}>
                      {t('assistant:dialog.bubble.open')}
                    </Text>
                  </UnstyledButton>
                  <CloseButton
                    size="sm"
                    onClick={dismiss}
                    aria-label={t('assistant:dialog.bubble.dismiss')}
                    data-testid="peri-bubble-dismiss"
                  />
                </Group>
              </Paper>
            ) : null}
            <ActionIcon
              ref={button}
              size={56}
              radius="xl"
              color="teal.8"
              variant="filled"
              onClick={opened ? close : open}
              loading={opened && loading}
              aria-label={t('assistant:dialog.open')}
              aria-haspopup="dialog"
              aria-expanded={opened}
              data-testid="peri-launcher"
              style={{ boxShadow: 'var(--mantine-shadow-md)' }}
            >
              <IconPaw size={28} />
            </ActionIcon>
          </Stack>
        </Box>
      </Affix>
      {Dialog ? <Dialog opened={opened} onClose={close} /> : null}
    </>
  );
};

export default PeriLauncher;
