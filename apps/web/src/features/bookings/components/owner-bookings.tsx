import { Button, Stack, Tabs } from '@mantine/core';
import { buildPath } from '@patili/domain/access';
import { BOOKING_PAGE_SIZE, type BookingStatus, type BookingView } from '@patili/domain/bookings';
import { IconStar, IconVideo, IconX } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { ErrorAlert } from '../../../components/feedback/error-alert';
import { StatusTabsList } from '../../../components/layout/status-tabs-list';
import { currentLocale } from '../../../lib/i18n';
import { useAddressState } from '../../../lib/use-address-state';
import { useCancelBooking } from '../api/cancel-booking';
import { useBookings } from '../api/list-bookings';
import { useBookingAction } from '../hooks/use-booking-action';
import { shortWhen } from '../utils/booking-format';
import { tabbedListAddress } from '../utils/list-address';
import { BookingCard } from './booking-card';
import { BookingCardsLoading, BookingPagination, BookingsEmpty } from './booking-list-states';
import { ChatLinkButton } from './chat-link-button';
import { ConfirmActionModal } from './confirm-action-modal';
import { offersAlternatives, ProviderAlternatives } from './provider-alternatives';
import { ReviewModal } from './review-modal';
import { WalkLinkButton } from './walk-link-button';

type OwnerTab = 'all' | BookingStatus;
/** All, then each status, the ones waiting for an answer first. */
const OWNER_TABS: readonly OwnerTab[] = [
  'all',
  'pending',
  'requested',
  'confirmed',
  'completed',
  'cancelled',
  'payment_pending',
];

/** What the owner can do with a booking: follow a walk, chat, watch, cancel, review, as the server allows. */
const OwnerActions = ({
  booking,
  onCancel,
  onReview,
}: {
  booking: BookingView;
  onCancel: (booking: BookingView) => void;
  onReview: (booking: BookingView) => void;
}) => {
  const { t } = useTranslation();
  return (
    <>
      <WalkLinkButton booking={booking} />
      <ChatLinkButton bookingId={booking.id} />
      {booking.liveStreamUrl ? (
        <Button
          component="a"
          href={booking.liveStreamUrl}
          target="_blank"
          rel="noopener noreferrer"
          variant="light"
          color="teal"
          size="xs"
          leftSection={<IconVideo size={14} />}
        >
          {t('bookings:card.liveCamera')}
        </Button>
      ) : null}
      {booking.canReview ? (
        <Button size="xs" leftSection={<IconStar size={14} />} onClick={() => onReview(booking)}>
          {t('bookings:card.review')}
        </Button>
      ) : null}
      {booking.actions.includes('cancel') ? (
        <Button
          variant="outline"
          color="red"
          size="xs"
          leftSection={<IconX size={14} />}
          onClick={() => onCancel(booking)}
        >
          {t('bookings:card.cancel')}
        </Button>
      ) : null}
    </>
  );
};

/**
 * What a screen adds to each of the owner's booking cards (composed there, so this feature does
 * not import another): badges beside the status and a panel under the actions (the payment's).
 */
export type OwnerBookingSlots = {
  badges?: (booking: BookingView) => ReactNode;
  panel?: (booking: BookingView) => ReactNode;
  /** In the cancel confirmation: what cancelling now refunds (the payment's). */
  cancelNotice?: (booking: BookingView) => ReactNode;
};

const OwnerBookingList = ({
  status,
  page,
  onPage,
  slots,
}: {
  status: BookingStatus | undefined;
  page: number;
  onPage: (page: number) => void;
  slots: OwnerBookingSlots;
}) => {
  const { t } = useTranslation();
  const bookings = useBookings({ as: 'owner', status, page, pageSize: BOOKING_PAGE_SIZE });
  const cancel = useBookingAction(useCancelBooking(), {
    variables: (booking, note) => ({ bookingId: booking.id, note }),
    success: t('bookings:cancelDialog.success'),
    failure: t('bookings:errorCreatingBooking'),
  });
  const [toReview, setToReview] = useState<BookingView | null>(null);

  if (bookings.isPending) return <BookingCardsLoading label={t('bookings:list.loading')} />;
  if (bookings.isError)
    return (
      <ErrorAlert
        message={t('bookings:errorFetchingBookings')}
        onRetry={() => void bookings.refetch()}
      />
    );
  const { items, total, totalIsExact } = bookings.data;
  if (total === 0 || items.length === 0) {
    return status === undefined ? (
      <BookingsEmpty
        title={t('bookings:list.emptyTitle')}
        body={t('bookings:list.emptyBody')}
        action={{ label: t('bookings:list.browseSitters'), to: buildPath('owner.sitters.browse') }}
      />
    ) : (
      <BookingsEmpty body={t('bookings:list.emptyStatus')} />
    );
  }

  return (
    <Stack gap="md" style={{ opacity: bookings.isPlaceholderData ? 0.6 : 1 }}>
      {items.map((booking) => (
        <BookingCard
          key={booking.id}
          booking={booking}
          actions={<OwnerActions booking={booking} onCancel={cancel.open} onReview={setToReview} />}
          badges={slots.badges?.(booking)}
        >
          {slots.panel?.(booking)}
          {offersAlternatives(booking) ? <ProviderAlternatives booking={booking} /> : null}
        </BookingCard>
      ))}
      <BookingPagination total={total} totalIsExact={totalIsExact} page={page} onPage={onPage} />
      <ConfirmActionModal
        {...cancel.modal}
        title={t('bookings:cancelDialog.title')}
        body={
          cancel.target
            ? t('bookings:cancelDialog.body', {
                name: cancel.target.provider.name,
                date: shortWhen(t, cancel.target, currentLocale()),
              })
            : ''
        }
        details={cancel.target ? slots.cancelNotice?.(cancel.target) : null}
        note={{
          label: t('bookings:cancelDialog.reason'),
          placeholder: t('bookings:cancelDialog.reasonPlaceholder'),
        }}
        confirmLabel={t('bookings:cancelDialog.confirm')}
        cancelLabel={t('bookings:cancelDialog.keep')}
        color="red"
      />
      <ReviewModal booking={toReview} onClose={() => setToReview(null)} />
    </Stack>
  );
};

/**
 * The owner's bookings: a tab for all and one per status, a page at a
 * time from the server, each card with its breakdown and the actions the server allows.
 */
export const OwnerBookings = ({ slots = {} }: { slots?: OwnerBookingSlots }) => {
  const { t } = useTranslation();
  const [{ tab, page }, setAddress] = useAddressState(tabbedListAddress(OWNER_TABS));
  const setPage = (next: number) => setAddress({ page: next });
  return (
    <Tabs value={tab} onChange={(value) => value && setAddress({ tab: value as OwnerTab, page: 1 })} keepMounted={false}>
      <StatusTabsList
        label={t('bookings:list.tabsLabel')}
        tabs={OWNER_TABS.map((value) => ({
          value,
          label: value === 'all' ? t('bookings:list.all') : t(`bookings:status.${value}`),
        }))}
      />
      {OWNER_TABS.map((value) => (
        <Tabs.Panel key={value} value={value}>
          <OwnerBookingList
            status={value === 'all' ? undefined : value}
            page={page}
            onPage={setPage}
            slots={slots}
          />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
};
