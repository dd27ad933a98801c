import { notifications } from '@mantine/notifications';
import type { BookingView } from '@patili/domain/bookings';
import { useState } from 'react';

import { errorMessage } from '../../../lib/form';

type Mutation<Variables> = {
  mutate: (variables: Variables, options: { onSuccess: () => void }) => void;
  reset: () => void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
};

/**
 * A booking step asked for in a `ConfirmActionModal` (accept, reject, cancel, complete): the
 * booking it is open for (`target`), and the modal's state and callbacks (`modal`). Confirming runs
 * `mutation` on `variables(booking, note)`; success shows `success` and closes, a failure stays
 * open with the server's message (else `failure`). Closing forgets the last failure.
 */
export const useBookingAction = <Variables>(
  mutation: Mutation<Variables>,
  {
    variables,
    success,
    failure,
  }: {
    variables: (booking: BookingView, note: string) => Variables;
    success: string;
    failure: string;
  },
) => {
  const [target, setTarget] = useState<BookingView | null>(null);
  const close = () => {
    mutation.reset();
    setTarget(null);
  };
  return {
    target,
    open: setTarget,
    modal: {
      opened: target !== null,
      pending: mutation.isPending,
      error: mutation.isError ? errorMessage(mutation.error, failure) : null,
      onClose: close,
      onConfirm: (note: string) => {
        if (!target) return;
        mutation.mutate(variables(target, note), {
          onSuccess: () => {
            notifications.show({ color: 'green', message: success });
            close();
          },
        });
      },
    },
  };
};
