import { Button, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { PageWorker } from './pwa/page-extras';

/**
 * A note in a corner, over the page without blocking it, that a new version is ready: reload now
 * or dismiss it (until a build newer still). Under a service worker the reload lets the newest worker take over first (a
 * plain reload would get the build the current worker keeps). On phones it leaves the
 * bottom-right corner to Peri's launcher. Shown by `NewVersionPrompt`.
 */
export type NewVersionNoteProps = {
  /** The build the server names, when it is not the page's. */
  newer: string | null;
  /** The page's service worker, when one serves it. */
  worker: PageWorker | null | undefined;
};

const NewVersionNote = ({ newer, worker }: NewVersionNoteProps) => {
  const { t } = useTranslation();
  const [reloading, setReloading] = useState(false);
  const [dismissed, setDismissed] = useState<string | null>(null);
  // A waiting worker of a build the server has not named (yet) is offered as such.
  const offered = newer ?? 'worker';
  if (offered === dismissed) return null;
  const reload = () => {
    if (!worker) return window.location.reload();
    setReloading(true);
    void worker.takeOver();
  };
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
            <Button size="xs" loading={reloading} onClick={reload}>
              {t('common:newVersion.reload')}
            </Button>
          </Group>
        </Stack>
        <CloseButton size="sm" aria-label={t('common:newVersion.dismiss')} onClick={() => setDismissed(offered)} />
      </Group>
    </Paper>
  );
};

export default NewVersionNote;
