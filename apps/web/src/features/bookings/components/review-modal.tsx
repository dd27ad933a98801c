import { Input, Modal, Rating, Stack, Textarea } from '@mantine/core';
import {
  RATING_MAX,
  REVIEW_COMMENT_MAX,
  reviewInputSchema,
  type BookingView,
} from '@patili/domain/bookings';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { FormActions } from '../../../components/form/form-actions';
import { errorMessage, useSchemaForm } from '../../../lib/form';
import { useCreateReview } from '../api/create-review';

type Values = { rating: number; comment: string };

/**
 * Rates the other side of a completed booking, once: 1 to 5 stars and an optional
 * comment. The owner rates the provider; the provider rates the owner.
 */
export const ReviewModal = ({
  booking,
  onClose,
}: {
  booking: BookingView | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const ratingLabel = useId();
  const createReview = useCreateReview();
  const form = useSchemaForm<Values>(reviewInputSchema, {
    initialValues: { rating: 0, comment: '' },
  });
  const close = () => {
    form.reset();
    createReview.reset();
    onClose();
  };
  const other = booking
    ? booking.viewerRole === 'owner'
      ? booking.provider
      : booking.owner
    : null;
  const title = other
    ? t(
        booking?.viewerRole === 'owner'
          ? 'bookings:reviewDialog.titleProvider'
          : 'bookings:reviewDialog.titleOwner',
        { name: other.name },
      )
    : '';
  const ratingError = form.errors.rating;
  return (
    <Modal opened={booking !== null} onClose={close} title={title} centered radius="lg">
      <form
        noValidate
        onSubmit={form.onSubmit((values) => {
          if (!booking) return;
          createReview.mutate(
            { bookingId: booking.id, rating: values.rating, comment: values.comment },
            { onSuccess: close },
          );
        })}
      >
        <Stack gap="md">
          <Input.Wrapper
            label={t('bookings:reviewDialog.rating')}
            id={ratingLabel}
            withAsterisk
            error={ratingError}
          >
            <Rating
              count={RATING_MAX}
              size="lg"
              value={form.values.rating}
              onChange={(value) => form.setFieldValue('rating', value)}
              role="radiogroup"
              aria-labelledby={`${ratingLabel}-label`}
              getSymbolLabel={(value) => t('bookings:reviewDialog.stars', { count: value })}
              mt={4}
            />
          </Input.Wrapper>
          <Textarea
            label={t('bookings:reviewDialog.comment')}
            placeholder={t('bookings:reviewDialog.commentPlaceholder')}
            maxLength={REVIEW_COMMENT_MAX}
            autosize
            minRows={3}
            maxRows={8}
            {...form.getInputProps('comment')}
          />
          <FormActions
            failure={
              createReview.isError
                ? errorMessage(createReview.error, t('bookings:errorUpdatingBooking'))
                : null
            }
            pending={createReview.isPending}
            onCancel={close}
            cancelLabel={t('common:actions.cancel')}
            submitLabel={t('bookings:reviewDialog.submit')}
          />
        </Stack>
      </form>
    </Modal>
  );
};
