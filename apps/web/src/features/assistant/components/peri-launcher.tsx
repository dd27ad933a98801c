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

/** The proactive suggestion appears this long after the page loads. */
export const PERI_BUBBLE_DELAY_MS = 1_500;
/**
 * Unanswered, the suggestion steps aside after this long (not while the pointer or focus is on
 * it), so it never sits over the page's own buttons; the paw button stays.
 */
export const PERI_BUBBLE_VISIBLE_MS = 15_000;

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
 * 1.5 s after the page loads: dismissible, shown once per Istanbul day for this user in
 * this browser, and stepping aside by itself after `PERI_BUBBLE_VISIBLE_MS`. The dialog is fetched
 * on idle once the bubble shows, or on the first open. Only the bubble and the button take the
 * pointer: the space around them leaves clicks to the page.
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
    const timer = window.setTimeout(() => {
      // Seen once today is enough: another page load today does not bring it back.
      dismissBubbleToday(userId);
      setBubble(true);
    }, PERI_BUBBLE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [userId]);

  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!bubble || held) return undefined;
    const timer = window.setTimeout(() => setBubble(false), PERI_BUBBLE_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [bubble, held]);

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
          <Stack align="flex-end" gap="xs" style={{ pointerEvents: 'none' }}>
            {opened && loadFailed ? (
              <Paper
                shadow="md"
                radius="lg"
                p="sm"
                maw={280}
                withBorder
                role="alert"
                data-testid="peri-load-failed"
                style={{ pointerEvents: 'auto' }}
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
                style={{ pointerEvents: 'auto' }}
                onMouseEnter={() => setHeld(true)}
                onMouseLeave={() => setHeld(false)}
                onFocus={() => setHeld(true)}
                onBlur={() => setHeld(false)}
              >
                <Group gap={4} align="flex-start" wrap="nowrap">
                  {/* The button's name is the words it shows (WCAG 2.5.3); the greeting is text. */}
                  <Stack gap={6} align="flex-start" style={{ flex: 1 }}>
                    <Text size="sm">{t('assistant:dialog.bubble.text')}</Text>
                    <UnstyledButton onClick={open} fz="sm" fw={600} c="teal.9">
                      {t('assistant:dialog.bubble.open')}
                    </UnstyledButton>
                  </Stack>
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
              style={{ boxShadow: 'var(--mantine-shadow-md)', pointerEvents: 'auto' }}
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
