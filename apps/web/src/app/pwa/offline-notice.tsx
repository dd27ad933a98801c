import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiError } from '../../lib/api-client';
import { fetchDeployedBuild } from '../../lib/build-version';

/** How often a page that cannot reach the server asks whether it can again. */
export const OFFLINE_RECHECK_MS = 10_000;

/** True when the server answers (any answer): the browser has a network and the server is up. */
const serverAnswers = async () => navigator.onLine && (await fetchDeployedBuild()).reachable;

const isNetworkError = (error: unknown) => error instanceof ApiError && error.code === 'NETWORK';

/**
 * Listens to the answers of the API's queries and mutations: `onFailure` when one got no answer
 * (the network), `onAnswer` when one did. Returns the function that stops listening.
 */
const watchAnswers = (client: QueryClient, onFailure: () => void, onAnswer: () => void) => {
  const queries = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    if (event.action.type === 'success') onAnswer();
    if ((event.action.type === 'error' || event.action.type === 'failed') && isNetworkError(event.action.error))
      onFailure();
  });
  const mutations = client.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error' && isNetworkError(event.action.error))
      onFailure();
  });
  return () => {
    queries();
    mutations();
  };
};

/**
 * True while the page cannot reach the server: the browser says it has no network, or a request
 * of the API got no answer. The browser's own flag is not enough: it stays true on a network
 * that goes nowhere (and in some browsers' emulated offline). While offline it asks the server
 * again every few seconds and when the browser says it is back; an answer ends it. Once back,
 * the queries that failed meanwhile are fetched again.
 */
export const useOffline = ({ check = serverAnswers }: { check?: () => Promise<boolean> } = {}) => {
  const client = useQueryClient();
  const [offline, setOffline] = useState(() => !navigator.onLine);
  useEffect(() => {
    let live = true;
    let timer: number | undefined;
    let down = !navigator.onLine;
    const set = (next: boolean) => {
      window.clearTimeout(timer);
      if (next) timer = window.setTimeout(recheck, OFFLINE_RECHECK_MS);
      if (next === down) return;
      down = next;
      setOffline(next);
      if (!next) void client.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' });
    };
    const recheck = () => {
      void check().then((answers) => {
        if (live) set(!answers);
      });
    };
    const wentOffline = () => set(true);
    if (down) set(true);
    const stopWatching = watchAnswers(client, wentOffline, () => set(false));
    window.addEventListener('online', recheck);
    window.addEventListener('offline', wentOffline);
    return () => {
      live = false;
      window.clearTimeout(timer);
      stopWatching();
      window.removeEventListener('online', recheck);
      window.removeEventListener('offline', wentOffline);
    };
  }, [client, check]);
  return offline;
};

/**
 * A note at the top of the page while it cannot reach the server: the page (served by the
 * service worker) still works, but nothing new loads, so screens may show errors or old data.
 * It goes once the server answers again. Over the page, without blocking it.
 */
export const OfflineNotice = ({ check }: { check?: () => Promise<boolean> }) => {
  const { t } = useTranslation();
  const offline = useOffline(check ? { check } : {});
  if (!offline) return null;
  return (
    <Paper
      role="status"
      aria-labelledby="offline-title"
      data-testid="offline-notice"
      withBorder
      shadow="md"
      radius="md"
      p="sm"
      pos="fixed"
      top={12}
      left={12}
      right={12}
      mx="auto"
      maw={440}
      style={{ zIndex: 210 }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {/* Styled by its own props: only the frame's Mantine styles are loaded on a first page. */}
        <IconWifiOff size={24} color="var(--mantine-color-gray-7)" aria-hidden style={{ flexShrink: 0 }} />
        <Stack gap={2}>
          <Text id="offline-title" fw={600}>
            {t('common:offline.title')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('common:offline.body')}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
};
