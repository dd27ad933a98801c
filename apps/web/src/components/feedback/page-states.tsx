import { Text } from '@mantine/core';

import { Page } from '../layout/page';
import { ErrorAlert } from './error-alert';
import { StatusMessage } from './status-message';

/**
 * A screen that will not show what was asked for (unknown, hidden, not the viewer's): the reason,
 * and `note` (that it is going back to the list) when it redirects.
 */
export const PageRefusal = ({ message, note }: { message: string; note?: string | undefined }) => (
  <Page size="sm">
    <StatusMessage tone="error">{message}</StatusMessage>
    {note ? (
      <Text c="dimmed" size="sm">
        {note}
      </Text>
    ) : null}
  </Page>
);

/** A screen whose data could not be loaded: the failure and a retry. */
export const PageLoadError = ({ message, onRetry }: { message: string; onRetry: () => void }) => (
  <Page size="sm">
    <ErrorAlert message={message} onRetry={onRetry} />
  </Page>
);
