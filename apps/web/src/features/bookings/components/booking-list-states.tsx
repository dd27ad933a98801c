import { Button, Card, Group, Skeleton, Stack } from '@mantine/core';
import { BOOKING_PAGE_SIZE } from '@patili/domain/bookings';
import { IconCalendarOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { EmptyState } from '../../../components/feedback/empty-state';
import { ListPagination } from '../../../components/feedback/list-pagination';

/** Placeholder cards while a booking list loads. */
export const BookingCardsLoading = ({ label }: { label: string }) => (
  <Stack gap="md" role="status" aria-label={label}>
    {[0, 1, 2].map((index) => (
      <Card key={index} withBorder radius="lg" padding="lg">
        <Group gap="sm">
          <Skeleton h={44} w={44} circle />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton h={16} w="40%" />
            <Skeleton h={12} w="25%" />
          </Stack>
        </Group>
        <Skeleton h={64} mt="md" />
      </Card>
    ))}
  </Stack>
);

/** An empty booking list: a line, and optionally a title and a way onwards. */
export const BookingsEmpty = ({
  title,
  body,
  action,
}: {
  title?: string;
  body: string;
  action?: { label: string; to: string };
}) => (
  <EmptyState
    icon={<IconCalendarOff size={26} />}
    title={title}
    body={body}
    action={
      action ? (
        <Button component={Link} to={action.to} mt="xs">
          {action.label}
        </Button>
      ) : undefined
    }
    testId="bookings-empty"
  />
);

/** The page buttons under a booking list, `BOOKING_PAGE_SIZE` a page. */
export const BookingPagination = ({
  total,
  totalIsExact,
  page,
  onPage,
}: {
  total: number;
  /** False when the list counted only so far (`boundedTotal`): one more page is offered. */
  totalIsExact: boolean;
  page: number;
  onPage: (page: number) => void;
}) => {
  const { t } = useTranslation();
  return (
    <ListPagination
      label={t('bookings:list.pagination')}
      total={total}
      totalIsExact={totalIsExact}
      pageSize={BOOKING_PAGE_SIZE}
      page={page}
      onChange={onPage}
    />
  );
};
