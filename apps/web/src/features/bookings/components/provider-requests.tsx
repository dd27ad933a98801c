import { Button, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  AWAITING_ANSWER_STATUSES,
  BOOKING_PAGE_SIZE,
  type BookingView,
} from '@patili/domain/bookings';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ErrorAlert } from '../../../components/feedback/error-alert';
import { ListPagination } from '../../../components/feedback/list-pagination';
import { errorMessage } from '../../../lib/form';
import { currentLocale } from '../../../lib/i18n';
import { useAddressState } from '../../../lib/use-address-state';
import { useAcceptBooking } from '../api/accept-booking';
import { useBookings } from '../api/list-bookings';
import { useRejectBooking } from '../api/reject-booking';
import { shortWhen } from '../utils/booking-format';
import { PAGE_ADDRESS } from '../utils/list-address';
import { BookingCard } from './booking-card';
import { BookingCardsLoading, BookingsEmpty } from './booking-list-states';
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
  const acceptBooking = useAcceptBooking();
  const rejectBooking = useRejectBooking();
  const [toAccept, setToAccept] = useState<BookingView | null>(null);
  const [toReject, setToReject] = useState<BookingView | null>(null);

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

  const closeAccept = () => {
    acceptBooking.reset();
    setToAccept(null);
  };
  const closeReject = () => {
    rejectBooking.reset();
    setToReject(null);
  };
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
                  onClick={() => setToReject(booking)}
                >
                  {t('bookings:card.reject')}
                </Button>
              ) : null}
              {booking.actions.includes('accept') ? (
                <Button
                  color="teal"
                  size="xs"
                  leftSection={<IconCheck size={14} />}
                  onClick={() => setToAccept(booking)}
                >
                  {t('bookings:card.accept')}
                </Button>
              ) : null}
            </>
          }
        />
      ))}
      <ListPagination
        label={t('bookings:list.pagination')}
        total={total}
        totalIsExact={totalIsExact}
        pageSize={BOOKING_PAGE_SIZE}
        page={page}
        onChange={setPage}
      />
      <ConfirmActionModal
        opened={toAccept !== null}
        title={t('bookings:requests.acceptTitle')}
        body={t('bookings:requests.acceptBody', when(toAccept))}
        confirmLabel={t('bookings:requests.acceptConfirm')}
        color="teal"
        pending={acceptBooking.isPending}
        error={
          acceptBooking.isError
            ? errorMessage(acceptBooking.error, t('bookings:errorCreatingBooking'))
            : null
        }
        onClose={closeAccept}
        onConfirm={() => {
          if (!toAccept) return;
          acceptBooking.mutate(toAccept.id, {
            onSuccess: () => {
              notifications.show({ color: 'green', message: t('bookings:requests.accepted') });
              closeAccept();
            },
          });
        }}
      />
      <ConfirmActionModal
        opened={toReject !== null}
        title={t('bookings:requests.rejectTitle')}
        body={t('bookings:requests.rejectBody', when(toReject))}
        note={{
          label: t('bookings:requests.rejectNote'),
          placeholder: t('bookings:requests.rejectNotePlaceholder'),
        }}
        confirmLabel={t('bookings:requests.rejectConfirm')}
        color="red"
        pending={rejectBooking.isPending}
        error={
          rejectBooking.isError
            ? errorMessage(rejectBooking.error, t('bookings:errorCreatingBooking'))
            : null
        }
        onClose={closeReject}
        onConfirm={(note) => {
          if (!toReject) return;
          rejectBooking.mutate(
            { bookingId: toReject.id, note },
            {
              onSuccess: () => {
                notifications.show({ color: 'green', message: t('bookings:requests.rejected') });
                closeReject();
              },
            },
          );
        }}
      />
    </Stack>
  );
};
