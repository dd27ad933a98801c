import { Avatar, Card, Group, Rating, Skeleton, Stack, Text } from '@mantine/core';
import { APP_TIME_ZONE } from '@patili/domain/shared';
import { isServiceKey } from '@patili/domain/catalog';
import { REVIEW_PAGE_SIZE, type ReceivedReview } from '@patili/domain/reviews';
import { IconStarOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorAlert } from '../../../components/feedback/error-alert';
import { ListPagination } from '../../../components/feedback/list-pagination';
import { formatCalendarDate, initialsOf, intlLocale } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useReceivedReviews } from '../api/list-received-reviews';
import { ReviewSummary } from './review-summary';

const ReviewsLoading = ({ label }: { label: string }) => (
  <Stack gap="md" role="status" aria-label={label}>
    <Skeleton h={150} radius="lg" />
    {[0, 1].map((index) => (
      <Card key={index} withBorder radius="lg" padding="lg">
        <Skeleton h={16} w="30%" />
        <Skeleton h={12} mt="sm" w="70%" />
      </Card>
    ))}
  </Stack>
);

const ReviewsEmpty = () => {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<IconStarOff size={26} />}
      title={t('reviews:emptyTitle')}
      body={t('reviews:emptyBody')}
      testId="reviews-empty"
    />
  );
};

/** One review: the reviewer's first name, the stars, the service and day it was about, the comment. */
const ReviewCard = ({ review }: { review: ReceivedReview }) => {
  const { t } = useTranslation();
  const locale = currentLocale();
  const service = isServiceKey(review.booking.serviceType)
    ? t(`catalog:${review.booking.serviceType}`)
    : review.booking.serviceType;
  const writtenOn = new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'medium',
    timeZone: APP_TIME_ZONE,
  }).format(new Date(review.createdAt));
  return (
    <Card component="li" withBorder radius="lg" padding="lg" data-testid="received-review">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Avatar radius="xl" color="patili">
              {initialsOf(review.reviewerFirstName)}
            </Avatar>
            <Stack gap={0}>
              <Text fw={600}>{review.reviewerFirstName}</Text>
              <Text size="sm" c="dimmed">
                {t('reviews:item.serviceOn', {
                  service,
                  date: formatCalendarDate(review.booking.startDate, locale),
                })}
              </Text>
            </Stack>
          </Group>
          <Stack gap={2} align="flex-end">
            {/* An image of the stars, named by the rating: a label on a plain div is not allowed (axe). */}
            <Rating
              value={review.rating}
              readOnly
              role="img"
              aria-label={t('reviews:item.rating', { rating: review.rating })}
            />
            <Text size="xs" c="dimmed">
              <time dateTime={review.createdAt}>{writtenOn}</time>
            </Text>
          </Stack>
        </Group>
        {review.comment ? (
          <Text style={{ whiteSpace: 'pre-line' }}>{review.comment}</Text>
        ) : (
          <Text size="sm" c="dimmed" fs="italic">
            {t('reviews:item.noComment')}
          </Text>
        )}
      </Stack>
    </Card>
  );
};

/**
 * The reviews a provider received (vet, walker and trainer reviews, 1–5 stars): the
 * summary of them all, then a page at a time from the server, newest first.
 */
export const ReceivedReviews = () => {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const reviews = useReceivedReviews({ page, pageSize: REVIEW_PAGE_SIZE });

  if (reviews.isPending) return <ReviewsLoading label={t('reviews:loading')} />;
  if (reviews.isError)
    return (
      <ErrorAlert message={t('reviews:errorFetching')} onRetry={() => void reviews.refetch()} />
    );
  const { summary, items, total } = reviews.data;
  if (total === 0) return <ReviewsEmpty />;
  return (
    <Stack gap="lg">
      <ReviewSummary summary={summary} />
      <Stack
        component="ul"
        gap="md"
        aria-label={t('reviews:listLabel')}
        style={{
          listStyle: 'none',
          padding: 0,
          margin: 0,
          opacity: reviews.isPlaceholderData ? 0.6 : 1,
        }}
      >
        {items.map((review) => (
          <ReviewCard key={review.id} review={review} />
        ))}
      </Stack>
      <ListPagination
        label={t('reviews:pagination')}
        total={total}
        pageSize={REVIEW_PAGE_SIZE}
        page={page}
        onChange={setPage}
      />
    </Stack>
  );
};
