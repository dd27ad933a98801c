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
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';

import { usePeriSlot } from '../../../lib/peri-slot';
import { dismissBubbleToday, isBubbleDismissedToday } from '../utils/bubble-dismissal';
import { coversContent } from '../utils/peri-place';

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
 * Peri's button in the top bar of every signed-in page (the slot the bar keeps for it, so it never
 * covers the page; until the bar is there, there is no button), and the
 * suggestion bubble at the bottom right 1.5 s after the page loads: dismissible, shown once per
 * Istanbul day for this user in this browser, stepping aside by itself after
 * `PERI_BUBBLE_VISIBLE_MS` or when the page scrolls, shown only where it covers nothing a user
 * clicks or reads, and on phones just its button. The dialog is fetched on idle once the bubble
 * shows, or on the first open. Only the bubble and the button take the pointer.
 */
const PeriLauncher = ({ userId }: { userId: string }) => {
  const { t } = useTranslation();
  const [bubble, setBubble] = useState(false);
  const [opened, setOpened] = useState(false);
  const [Dialog, setDialog] = useState<ComponentType<DialogProps> | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [loading, setLoading] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const [placed, setPlaced] = useState(false);
  const slot = usePeriSlot();

  // A moment after each screen opens, until it has been seen today (a screen with no room for it
  // does not count). One launcher per user: the mount keys it by the user's id.
  const { pathname } = useLocation();
  useEffect(() => {
    if (isBubbleDismissedToday(userId)) return undefined;
    const timer = window.setTimeout(() => {
      setBubble(true);
    }, PERI_BUBBLE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [userId, pathname]);

  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!bubble || held) return undefined;
    const timer = window.setTimeout(() => setBubble(false), PERI_BUBBLE_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [bubble, held]);

  // Laid out unseen first: it shows only where it covers no content, else it is not shown today.
  // Seen once today is enough: another page load today does not bring it back. One with no room
  // for it does not count: a later page may have some.
  const bubbleBox = useRef<HTMLDivElement | null>(null);
  const placeBubble = useCallback(
    (box: HTMLDivElement | null) => {
      bubbleBox.current = box;
      if (!box) setPlaced(false);
      else if (coversContent(box)) setBubble(false);
      else {
        dismissBubbleToday(userId);
        setPlaced(true);
      }
    },
    [userId],
  );

  // Content that arrives under it later (a list that loads, a form that opens): it steps aside.
  useEffect(() => {
    if (!placed) return undefined;
    let frame = 0;
    const observer = new MutationObserver(() => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        if (bubbleBox.current && coversContent(bubbleBox.current)) setBubble(false);
      });
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    return () => {
      observer.disconnect();
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [placed]);

  // The page moving under it: it steps aside rather than sit over what scrolls in.
  useEffect(() => {
    if (!bubble) return undefined;
    const stepAside = () => setBubble(false);
    window.addEventListener('scroll', stepAside, { passive: true, once: true });
    window.addEventListener('resize', stepAside, { once: true });
    return () => {
      window.removeEventListener('scroll', stepAside);
      window.removeEventListener('resize', stepAside);
    };
  }, [bubble]);

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

  const launcher = (
    <ActionIcon
      ref={button}
      size={44}
      radius="xl"
      color="teal.8"
      variant="light"
      onClick={opened ? close : open}
      loading={opened && loading}
      aria-label={t('assistant:dialog.open')}
      aria-haspopup="dialog"
      aria-expanded={opened}
      data-testid="peri-launcher"
    >
      <IconPaw size={22} />
    </ActionIcon>
  );

  return (
    <>
      {/* Until the top bar's slot is there (it loads with the bar), the button waits: never over the page. */}
      {slot ? createPortal(launcher, slot) : null}
      <Affix position={{ bottom: 16, right: 16 }} zIndex={190}>
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
                ref={placeBubble}
                shadow="md"
                radius="lg"
                p="sm"
                pr={4}
                maw={{ base: 240, sm: 300 }}
                withBorder
                data-testid="peri-bubble"
                style={{ pointerEvents: 'auto', visibility: placed ? 'visible' : 'hidden' }}
                onMouseEnter={() => setHeld(true)}
                onMouseLeave={() => setHeld(false)}
                onFocus={() => setHeld(true)}
                onBlur={() => setHeld(false)}
              >
                <Group gap={4} align="flex-start" wrap="nowrap">
                  {/* The button's name is the words it shows (WCAG 2.5.3); the greeting is text. */}
                  <Stack gap={6} align="flex-start" style={{ flex: 1 }}>
                    {/* On a phone the bubble stays small: its button and close only. */}
                    <Text size="sm" visibleFrom="sm">
                      {t('assistant:dialog.bubble.text')}
                    </Text>
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
          </Stack>
        </Box>
      </Affix>
      {Dialog ? <Dialog opened={opened} onClose={close} /> : null}
    </>
  );
};

export default PeriLauncher;
