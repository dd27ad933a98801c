import { Button, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { fetchDeployedBuild, RUNNING_BUILD } from '../lib/build-version';

/** How often a visible tab asks which build the server has, besides when it comes back into view. */
export const NEW_VERSION_CHECK_EVERY_MS = 5 * 60_000;

/** Asks closer together than this are one: a tab coming back gets `focus` and `visibilitychange`. */
const MIN_GAP_MS = 30_000;

/**
 * The build the server has when it is not `running`, else null. Asked when the tab comes back
 * into view or gets the focus, and every few minutes while it is visible; an answer without an
 * id (offline, no version file) changes nothing.
 */
export const useNewerBuild = (running: string | null): string | null => {
  const [newer, setNewer] = useState<string | null>(null);
  useEffect(() => {
    if (!running) return undefined;
    let live = true;
    let askedAt = Number.NEGATIVE_INFINITY;
    const ask = () => {
      if (document.visibilityState === 'hidden' || Date.now() - askedAt < MIN_GAP_MS) return;
      askedAt = Date.now();
      void fetchDeployedBuild().then(({ build }) => {
        if (live && build) setNewer(build === running ? null : build);
      });
    };
    const timer = window.setInterval(ask, NEW_VERSION_CHECK_EVERY_MS);
    window.addEventListener('focus', ask);
    document.addEventListener('visibilitychange', ask);
    return () => {
      live = false;
      window.clearInterval(timer);
      window.removeEventListener('focus', ask);
      document.removeEventListener('visibilitychange', ask);
    };
  }, [running]);
  return newer;
};

/**
 * A note in a corner, over the page without blocking it, once a newer build is deployed: reload
 * now or dismiss it (until a build newer still). On phones it leaves the bottom-right corner to
 * Peri's launcher.
 */
export const NewVersionPrompt = ({ running = RUNNING_BUILD }: { running?: string | null }) => {
  const { t } = useTranslation();
  const newer = useNewerBuild(running);
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (!newer || newer === dismissed) return null;
  return (
    <Paper
      role="status"
      aria-labelledby="new-version-title"
      data-testid="new-version-prompt"
      withBorder
      shadow="md"
      radius="md"
      p="sm"
      pos="fixed"
      bottom={20}
      left={{ base: 12, sm: 20 }}
      right={{ base: 88, sm: 'auto' }}
      maw={{ sm: 380 }}
      style={{ zIndex: 200 }}
    >
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <Stack gap={4} style={{ flex: 1 }}>
          <Text id="new-version-title" fw={600}>
            {t('common:newVersion.title')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('common:newVersion.body')}
          </Text>
          <Group mt={4}>
            <Button size="xs" onClick={() => window.location.reload()}>
              {t('common:newVersion.reload')}
            </Button>
          </Group>
        </Stack>
        <CloseButton
          size="sm"
          aria-label={t('common:newVersion.dismiss')}
          onClick={() => setDismissed(newer)}
        />
      </Group>
    </Paper>
  );
};
