import { Button, Group, type MantineColor } from '@mantine/core';

import { StatusMessage } from '../feedback/status-message';

/**
 * The end of a form: why the last try failed (`failure`, if it did), then cancel, off while
 * saving, and submit, loading while saving.
 */
export const FormActions = ({
  failure,
  pending,
  onCancel,
  cancelLabel,
  submitLabel,
  color,
}: {
  failure: string | null;
  pending: boolean;
  onCancel: () => void;
  cancelLabel: string;
  submitLabel: string;
  /** The submit button's colour; the theme's primary without it. */
  color?: MantineColor;
}) => (
  <>
    {failure ? <StatusMessage tone="error">{failure}</StatusMessage> : null}
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={pending}>
        {cancelLabel}
      </Button>
      <Button type="submit" color={color} loading={pending}>
        {submitLabel}
      </Button>
    </Group>
  </>
);
