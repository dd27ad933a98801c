import { Group, Loader, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  WALK_REPORT_NOTE_MAX,
  WALK_REPORT_PHOTOS_MAX,
  walkReportInputSchema,
  type BookingView,
  type WalkReportView,
} from '@patili/domain/bookings';
import { useTranslation } from 'react-i18next';

import { ErrorAlert } from '../../../components/feedback/error-alert';
import { ApiError } from '../../../lib/api-client';
import { FileGalleryField } from '../../../components/files/file-gallery-field';
import { FormActions } from '../../../components/form/form-actions';
import { errorMessage, useSchemaForm } from '../../../lib/form';
import { useWalkTrack } from '../api/get-walk-track';
import { useSaveWalkReport } from '../api/save-walk-report';

type Values = { note: string; photoIds: string[] };

const WalkReportForm = ({
  booking,
  report,
  onClose,
}: {
  booking: BookingView;
  report: WalkReportView | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const save = useSaveWalkReport();
  const form = useSchemaForm<Values>(walkReportInputSchema, {
    initialValues: {
      note: report?.note ?? '',
      photoIds: report?.photos.map((photo) => photo.id) ?? [],
    },
  });
  const owner = booking.owner.name;
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        save.mutate(
          { bookingId: booking.id, note: values.note, photoIds: values.photoIds },
          {
            onSuccess: () => {
              notifications.show({
                color: 'green',
                message: report
                  ? t('bookings:tracking.report.updated')
                  : t('bookings:tracking.report.sent', { name: owner }),
              });
              onClose();
            },
            onError: (error) => {
              if (error instanceof ApiError) form.setErrors(error.fields);
            },
          },
        );
      })}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('bookings:tracking.report.description', {
            pet: booking.pet?.name ?? t('bookings:card.petDeleted'),
            name: owner,
          })}
        </Text>
        <Textarea
          label={t('bookings:tracking.report.note')}
          placeholder={t('bookings:tracking.report.notePlaceholder')}
          maxLength={WALK_REPORT_NOTE_MAX}
          autosize
          minRows={3}
          maxRows={8}
          data-autofocus
          {...form.getInputProps('note')}
        />
        <FileGalleryField
          purpose="walk_report_photo"
          max={WALK_REPORT_PHOTOS_MAX}
          label={t('bookings:tracking.report.photos')}
          files={[]}
          name="walk-report-photos"
          {...form.getInputProps('photoIds')}
        />
        <FormActions
          failure={
            save.isError ? errorMessage(save.error, t('bookings:tracking.report.failed')) : null
          }
          pending={save.isPending}
          onCancel={onClose}
          cancelLabel={report ? t('common:actions.cancel') : t('bookings:tracking.report.later')}
          submitLabel={
            report ? t('bookings:tracking.report.update') : t('bookings:tracking.report.send')
          }
          color="teal"
        />
      </Stack>
    </form>
  );
};

/** The form once the walk is read: empty for a first report, filled with the one sent to rewrite it. */
const WalkReportLoader = ({ booking, onClose }: { booking: BookingView; onClose: () => void }) => {
  const { t } = useTranslation();
  const track = useWalkTrack(booking.id);
  if (track.isPending)
    return (
      <Group justify="center" py="lg">
        <Loader size="sm" aria-label={t('bookings:tracking.live.loading')} />
      </Group>
    );
  if (track.isError)
    return (
      <ErrorAlert
        message={errorMessage(track.error, t('bookings:tracking.live.failed'))}
        onRetry={() => void track.refetch()}
      />
    );
  return <WalkReportForm booking={booking} report={track.data.report} onClose={onClose} />;
};

/**
 * The walker's report of a finished walk: a note and up to 5 photos, sent to the owner;
 * written right after the finish or later (today's walks, the walk history), and rewritten at will.
 */
export const WalkReportModal = ({
  booking,
  onClose,
}: {
  booking: BookingView | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <Modal
      opened={booking !== null}
      onClose={onClose}
      title={t('bookings:tracking.report.title')}
      centered
      radius="lg"
      size="lg"
    >
      {booking ? <WalkReportLoader key={booking.id} booking={booking} onClose={onClose} /> : null}
    </Modal>
  );
};
