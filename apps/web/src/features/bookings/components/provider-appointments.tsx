import { Button, Stack, Tabs, Text } from '@mantine/core';
import { buildPath, type ProviderRole } from '@patili/domain/access';
import { BOOKING_PAGE_SIZE, type BookingListTiming, type BookingStatus, type BookingView } from '@patili/domain/bookings';
import { IconCircleCheck, IconStar, IconWalk, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ErrorAlert } from '../../../components/feedback/error-alert';
import { StatusTabsList } from '../../../components/layout/status-tabs-list';
import { currentLocale } from '../../../lib/i18n';
import { useAddressState } from '../../../lib/use-address-state';
import { useBookings } from '../api/list-bookings';
import { useCompleteBooking } from '../api/complete-booking';
import { useProviderCancelBooking } from '../api/provider-cancel-booking';
import { useBookingAction } from '../hooks/use-booking-action';
import { shortWhen } from '../utils/booking-format';
import { PAGE_ADDRESS, tabbedListAddress } from '../utils/list-address';
import { BookingCard } from './booking-card';
import { BookingCardsLoading, BookingPagination, BookingsEmpty } from './booking-list-states';
import { ChatLinkButton } from './chat-link-button';
import { ConfirmActionModal } from './confirm-action-modal';
import { ReviewModal } from './review-modal';

export type AppointmentTab = 'upcoming' | 'past' | 'confirmed' | 'completed' | 'cancelled';

/** The status each tab lists: confirmed work to do, completed work, cancelled work. */
const TAB_STATUS: Readonly<Record<AppointmentTab, BookingStatus>> = {
  upcoming: 'confirmed',
  confirmed: 'confirmed',
  past: 'completed',
  completed: 'completed',
  cancelled: 'cancelled',
};

/**
 * What a tab asks the server for. The vet's and trainer's upcoming and past go by the
 * start (upcoming is not yet started and neither cancelled nor completed, past is started and
 * completed); the walker's upcoming is its confirmed walks, the rest by status.
 */
const tabQuery = (kind: ProviderRole | undefined, tab: AppointmentTab): { status?: BookingStatus; when?: BookingListTiming } =>
  (kind === 'veterinarian' || kind === 'trainer') && (tab === 'upcoming' || tab === 'past') ? { when: tab } : { status: TAB_STATUS[tab] };

/**
 * Each kind's tabs: the sitter's reservations are confirmed,
 * completed and cancelled; the vet's appointments upcoming, past and cancelled; the walker's
 * upcoming, completed and cancelled; the trainer's upcoming and past.
 */
const KIND_TABS: Readonly<Record<ProviderRole, readonly AppointmentTab[]>> = {
  sitter: ['confirmed', 'completed', 'cancelled'],
  veterinarian: ['upcoming', 'past', 'cancelled'],
  pet_walker: ['upcoming', 'completed', 'cancelled'],
  trainer: ['upcoming', 'past'],
};

/**
 * Why a confirmed booking has no complete button yet: a walk is started and finished on today's
 * walks (on its day, a button there), any other booking once its start has come.
 */
const AwaitingCompletion = ({ booking }: { booking: BookingView }) => {
  const { t } = useTranslation();
  if (booking.kind === 'pet_walker' && booking.timing === 'today')
    return (
      <Button
        component={Link}
        to={buildPath('petWalker.today')}
        variant="light"
        color="teal"
        size="xs"
        leftSection={<IconWalk size={14} />}
      >
        {t('bookings:today.title')}
      </Button>
    );
  return (
    <Text size="xs" c="dimmed">
      {booking.kind === 'pet_walker'
        ? t('bookings:card.walkFromToday')
        : t('bookings:card.awaitingStart')}
    </Text>
  );
};

const AppointmentList = ({
  kind,
  tab,
  page,
  onPage,
}: {
  kind?: ProviderRole | undefined;
  tab: AppointmentTab;
  page: number;
  onPage: (page: number) => void;
}) => {
  const { t } = useTranslation();
  const bookings = useBookings({
    as: 'provider',
    ...tabQuery(kind, tab),
    page,
    pageSize: BOOKING_PAGE_SIZE,
  });
  const complete = useBookingAction(useCompleteBooking(), {
    variables: (booking) => booking.id,
    success: t('bookings:appointments.completed'),
    failure: t('bookings:errorUpdatingBooking'),
  });
  const cancel = useBookingAction(useProviderCancelBooking(), {
    variables: (booking, note) => ({ bookingId: booking.id, note }),
    success: t('bookings:providerCancel.success'),
    failure: t('bookings:errorUpdatingBooking'),
  });
  const [toReview, setToReview] = useState<BookingView | null>(null);

  if (bookings.isPending) return <BookingCardsLoading label={t('bookings:appointments.loading')} />;
  if (bookings.isError)
    return (
      <ErrorAlert
        message={t('bookings:errorFetchingBookings')}
        onRetry={() => void bookings.refetch()}
      />
    );
  const { items, total, totalIsExact } = bookings.data;
  if (items.length === 0) return <BookingsEmpty body={t(`bookings:appointments.empty.${tab}`)} />;

  return (
    <Stack gap="md" style={{ opacity: bookings.isPlaceholderData ? 0.6 : 1 }}>
      {items.map((booking) => {
        const canComplete = booking.actions.includes('complete');
        return (
          <BookingCard
            key={booking.id}
            booking={booking}
            actions={
              <>
                {booking.status === 'confirmed' && !canComplete ? (
                  <AwaitingCompletion booking={booking} />
                ) : null}
                <ChatLinkButton bookingId={booking.id} />
                {canComplete ? (
                  <Button
                    color="teal"
                    size="xs"
                    leftSection={<IconCircleCheck size={14} />}
                    onClick={() => complete.open(booking)}
                  >
                    {t('bookings:card.complete')}
                  </Button>
                ) : null}
                {booking.canReview ? (
                  <Button
                    size="xs"
                    leftSection={<IconStar size={14} />}
                    onClick={() => setToReview(booking)}
                  >
                    {t('bookings:card.reviewOwner')}
                  </Button>
                ) : null}
                {booking.actions.includes('provider_cancel') ? (
                  <Button
                    variant="outline"
                    color="red"
                    size="xs"
                    leftSection={<IconX size={14} />}
                    onClick={() => cancel.open(booking)}
                  >
                    {t('bookings:providerCancel.action')}
                  </Button>
                ) : null}
              </>
            }
          />
        );
      })}
      <BookingPagination total={total} totalIsExact={totalIsExact} page={page} onPage={onPage} />
      <ConfirmActionModal
        {...complete.modal}
        title={t('bookings:appointments.completeTitle')}
        body={
          complete.target
            ? t('bookings:appointments.completeBody', {
                name: complete.target.owner.name,
                date: shortWhen(t, complete.target, currentLocale()),
              })
            : ''
        }
        confirmLabel={t('bookings:appointments.completeConfirm')}
        color="teal"
      />
      <ConfirmActionModal
        {...cancel.modal}
        title={t('bookings:providerCancel.title')}
        body={
          cancel.target
            ? t('bookings:providerCancel.body', {
                name: cancel.target.owner.name,
                date: shortWhen(t, cancel.target, currentLocale()),
              })
            : ''
        }
        note={{
          label: t('bookings:providerCancel.reason'),
          placeholder: t('bookings:providerCancel.reasonPlaceholder'),
        }}
        confirmLabel={t('bookings:providerCancel.confirm')}
        cancelLabel={t('bookings:providerCancel.keep')}
        color="red"
      />
      <ReviewModal booking={toReview} onClose={() => setToReview(null)} />
    </Stack>
  );
};

/**
 * A provider's appointments or reservations: one component for the four kinds,
 * with the kind's tabs, a page at a time from the server; each card shows the price, the
 * commission and the net, and offers completing once started and reviewing the owner once done.
 */
export const ProviderAppointments = ({ kind }: { kind: ProviderRole }) => {
  const { t } = useTranslation();
  const [{ tab, page }, setAddress] = useAddressState(tabbedListAddress(KIND_TABS[kind]));
  const setPage = (next: number) => setAddress({ page: next });
  return (
    <Tabs
      value={tab}
      onChange={(value) => value && setAddress({ tab: value as AppointmentTab, page: 1 })}
      keepMounted={false}
    >
      <StatusTabsList
        label={t('bookings:appointments.tabsLabel')}
        tabs={KIND_TABS[kind].map((value) => ({
          value,
          label: t(`bookings:appointments.tab.${value}`),
        }))}
      />
      {KIND_TABS[kind].map((value) => (
        <Tabs.Panel key={value} value={value}>
          <AppointmentList kind={kind} tab={value} page={page} onPage={setPage} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
};

/**
 * One list of a provider's appointments without the tabs (the vet's cancelled
 * appointments): the same cards and actions, a page at a time, the page kept in the address.
 */
export const ProviderAppointmentList = ({ tab }: { tab: AppointmentTab }) => {
  const [{ page }, setAddress] = useAddressState(PAGE_ADDRESS);
  return <AppointmentList tab={tab} page={page} onPage={(next) => setAddress({ page: next })} />;
};
