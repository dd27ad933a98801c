import type { AssistantHistory, AssistantMessage } from '@patili/domain/assistant';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

import { ApiError } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { askAssistant } from '../api/ask-assistant';
import { historyQueryKey, useAssistantHistory } from '../api/get-history';

/** How a message of the list stands: stored, Peri still thinking, its answer arriving, or failed. */
export type ChatEntryStatus = 'sent' | 'thinking' | 'streaming' | 'error';

/** A message as the list shows it (the placeholder of a pending answer is `isLoading`). */
export type ChatEntry = AssistantMessage & { status: ChatEntryStatus; isWelcome?: boolean };

const sent = (message: AssistantMessage): ChatEntry => ({ ...message, status: 'sent' });

let localCounter = 0;
const localId = () => {
  localCounter += 1;
  return `local-${localCounter}`;
};

const localMessage = (
  sender: AssistantMessage['sender'],
  text: string,
  status: ChatEntryStatus,
): ChatEntry => ({
  id: localId(),
  sender,
  text,
  citations: [],
  action: null,
  createdAt: new Date().toISOString(),
  status,
});

/** The messages of the current send, not (yet) in the stored history. */
type Pending = ChatEntry[];

export type SendResult = { answered: boolean };

/**
 * Today's conversation with Peri: the stored history, then the question being answered with its
 * "thinking" placeholder that the streamed answer replaces (or the spec's error text), and the
 * welcome when today has no history or the chat was started again after a consent change.
 */
export const usePeriChat = () => {
  const queryClient = useQueryClient();
  const history = useAssistantHistory();
  const [pending, setPending] = useState<Pending>([]);
  const [sending, setSending] = useState(false);
  /** The last answer or failure, for screen readers (the list itself is not read out piece by piece). */
  const [announcement, setAnnouncement] = useState('');
  /**
   * Where the welcome stays once shown: at the top (`null`) when the day started without history,
   * after the last message said before a consent change restarted the chat, or nowhere.
   */
  const [welcomeAfter, setWelcomeAfter] = useState<string | null | undefined>(undefined);
  const startedEmpty = history.data !== undefined && history.data.items.length === 0;

  // A day that starts empty keeps its welcome at the top as the conversation grows (state adjusted
  // while rendering, as React recommends over an effect).
  if (startedEmpty && welcomeAfter === undefined) setWelcomeAfter(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const update = (id: string, change: (entry: ChatEntry) => ChatEntry) =>
    setPending((entries) => entries.map((entry) => (entry.id === id ? change(entry) : entry)));

  const send = useCallback(
    async (raw: string): Promise<SendResult> => {
      const text = raw.trim();
      if (text === '' || sending) return { answered: false };
      const question = localMessage('user', text, 'sent');
      const placeholder = localMessage('bot', '', 'thinking');
      let questionId = question.id;
      let storedQuestion: AssistantMessage | null = null;
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setSending(true);
      setAnnouncement('');
      // What stays pending from before are failed questions and their error texts: they stay shown.
      setPending((entries) => [...entries, question, placeholder]);
      try {
        const answer = await askAssistant(
          { text },
          {
            signal: abort.signal,
            onEvent: (event) => {
              if (event.type === 'user') {
                storedQuestion = event.message;
                const stored = sent(event.message);
                const previousId = questionId;
                questionId = stored.id;
                update(previousId, () => stored);
              } else if (event.type === 'delta') {
                update(placeholder.id, (entry) => ({
                  ...entry,
                  text: entry.text + event.text,
                  status: 'streaming',
                }));
              }
            },
          },
        );
        const asked: AssistantMessage | null = storedQuestion;
        queryClient.setQueryData<AssistantHistory>(historyQueryKey, (current) => {
          if (!current) return current;
          const known = new Set(current.items.map((item) => item.id));
          const added = [...(asked ? [asked] : []), answer].filter((item) => !known.has(item.id));
          return { ...current, items: [...current.items, ...added] };
        });
        // Without the stored question (an answer that never sent it) the history is read again.
        if (!asked) void queryClient.invalidateQueries({ queryKey: historyQueryKey });
        setPending((entries) =>
          entries.filter((entry) => entry.id !== placeholder.id && entry.id !== questionId),
        );
        setAnnouncement(`${i18n.t('assistant:dialog.messages.peri')}: ${answer.text}`);
        return { answered: true };
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError')
          return { answered: false };
        const message =
          error instanceof ApiError && error.message
            ? error.message
            : i18n.t('assistant:dialog.errors.failed');
        update(placeholder.id, (entry) => ({ ...entry, text: message, status: 'error' }));
        setAnnouncement(message);
        return { answered: false };
      } finally {
        if (controller.current === abort) controller.current = null;
        setSending(false);
      }
    },
    [queryClient, sending],
  );

  /** After a consent change: what is under way stops, the history is read again, the welcome shows. */
  const restart = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setSending(false);
    setPending([]);
    setAnnouncement('');
    const items = queryClient.getQueryData<AssistantHistory>(historyQueryKey)?.items ?? [];
    setWelcomeAfter(items.at(-1)?.id ?? null);
  }, [queryClient]);

  const entries = useMemo((): ChatEntry[] => {
    const data = history.data;
    if (!data) return [];
    const stored = data.items.map(sent);
    const known = new Set(stored.map((entry) => entry.id));
    const welcome: ChatEntry = {
      id: 'welcome',
      sender: 'bot',
      text: data.welcome,
      citations: [],
      action: null,
      createdAt: '',
      status: 'sent',
      isWelcome: true,
    };
    const list = [...stored, ...pending.filter((entry) => !known.has(entry.id))];
    if (stored.length === 0 || welcomeAfter === null) list.unshift(welcome);
    else if (welcomeAfter !== undefined) {
      const at = list.findIndex((entry) => entry.id === welcomeAfter);
      list.splice(at === -1 ? list.length : at + 1, 0, welcome);
    }
    return list;
  }, [history.data, pending, welcomeAfter]);

  return { history, entries, send, sending, announcement, restart };
};
