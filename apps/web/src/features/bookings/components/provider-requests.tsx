import { Button, Stack } from '@mantine/core';
import {
  AWAITING_ANSWER_STATUSES,
  BOOKING_PAGE_SIZE,
  type BookingView,
} from '@patili/domain/bookings';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { ErrorAlert } from '../../../components/feedback/error-alert';
import { currentLocale } from '../../../lib/i18n';
import { useAddressState } from '../../../lib/use-address-state';
import { useAcceptBooking } from '../api/accept-booking';
import { useBookings } from '../api/list-bookings';
import { useRejectBooking } from '../api/reject-booking';
import { useBookingAction } from '../hooks/use-booking-action';
import { shortWhen } from '../utils/booking-format';
import { PAGE_ADDRESS } from '../utils/list-address';
import { BookingCard } from './booking-card';
import { BookingCardsLoading, BookingPagination, BookingsEmpty } from './booking-list-states';
import { ChatLinkButton } from './chat-link-button';
import { ConfirmActionModal } from './confirm-action-modal';

/**
 * A provider's requests awaiting an answer (sitter requests, the vet's, walker's and
 * trainer's service requests): pending and requested bookings (`AWAITING_ANSWER_STATUSES`, one
 * query paged by the server), newest first, each accepted or rejected after a confirmation. An
 * answered request leaves the list. One component for every provider kind and route.
 */
export const ProviderRequests = () => {
  const { t } = useTranslation();
  const [{ page }, setAddress] = useAddressState(PAGE_ADDRESS);
  const setPage = (next: number) => setAddress({ page: next });
  const requests = useBookings({
    as: 'provider',
    status: AWAITING_ANSWER_STATUSES,
    page,
    pageSize: BOOKING_PAGE_SIZE,
  });
  const accept = useBookingAction(useAcceptBooking(), {
    variables: (booking) => booking.id,
    success: t('bookings:requests.accepted'),
    failure: t('bookings:errorCreatingBooking'),
  });
  const reject = useBookingAction(useRejectBooking(), {
    variables: (booking, note) => ({ bookingId: booking.id, note }),
    success: t('bookings:requests.rejected'),
    failure: t('bookings:errorCreatingBooking'),
  });

  if (requests.isPending) return <BookingCardsLoading label={t('bookings:requests.loading')} />;
  if (requests.isError) {
    return (
      <ErrorAlert
        message={t('bookings:errorFetchingRequests')}
        onRetry={() => void requests.refetch()}
      />
    );
  }
  const { items, total, totalIsExact } = requests.data;
  if (items.length === 0)
    return (
      <BookingsEmpty
        title={t('bookings:requests.emptyTitle')}
        body={t('bookings:requests.emptyBody')}
      />
    );

  const when = (booking: BookingView | null) =>
    booking ? { name: booking.owner.name, date: shortWhen(t, booking, currentLocale()) } : {};

  return (
    <Stack gap="md" style={{ opacity: requests.isPlaceholderData ? 0.6 : 1 }}>
      {items.map((booking) => (
        <BookingCard
          key={booking.id}
          booking={booking}
          actions={
            <>
              <ChatLinkButton bookingId={booking.id} />
              {booking.actions.includes('reject') ? (
                <Button
                  variant="outline"
                  color="red"
                  size="xs"
                  leftSection={<IconX size={14} />}
                  onClick={() => reject.open(booking)}
                >
                  {t('bookings:card.reject')}
                </Button>
              ) : null}
              {booking.actions.includes('accept') ? (
                <Button
                  color="teal"
                  size="xs"
                  leftSection={<IconCheck size={14} />}
                  onClick={() => accept.open(booking)}
                >
                  {t('bookings:card.accept')}
                </Button>
              ) : null}
            </>
          }
        />
      ))}
      <BookingPagination total={total} totalIsExact={totalIsExact} page={page} onPage={setPage} />
      <ConfirmActionModal
        {...accept.modal}
        title={t('bookings:requests.acceptTitle')}
        body={t('bookings:requests.acceptBody', when(accept.target))}
        confirmLabel={t('bookings:requests.acceptConfirm')}
        color="teal"
      />
      <ConfirmActionModal
        {...reject.modal}
        title={t('bookings:requests.rejectTitle')}
        body={t('bookings:requests.rejectBody', when(reject.target))}
        note={{
          label: t('bookings:requests.rejectNote'),
          placeholder: t('bookings:requests.rejectNotePlaceholder'),
        }}
        confirmLabel={t('bookings:requests.rejectConfirm')}
        color="red"
      />
    </Stack>
  );
};
