import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';

export type StatusTone = 'success' | 'error' | 'info';

const TONES = {
  success: { color: 'green', Icon: IconCircleCheck },
  error: { color: 'red', Icon: IconAlertCircle },
  info: { color: 'blue', Icon: IconInfoCircle },
} as const;

/** A coloured message line under a form or on a callback screen. */
export const StatusMessage = ({ tone, children }: { tone: StatusTone; children: string }) => {
  const { color, Icon } = TONES[tone];
  return (
    <Alert color={color} variant="light" icon={<Icon size={18} />} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </Alert>
  );
};
