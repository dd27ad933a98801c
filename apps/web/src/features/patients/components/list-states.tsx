import { Skeleton, Stack } from '@mantine/core';
import { PATIENT_PAGE_SIZE } from '@patili/domain/patients';
import { useTranslation } from 'react-i18next';

import { ListPagination } from '../../../components/feedback/list-pagination';

/** Placeholder rows while a patient table loads. */
export const TableLoading = ({ label, rows = 5 }: { label: string; rows?: number }) => (
  <Stack gap="xs" role="status" aria-label={label}>
    {Array.from({ length: rows }, (_, index) => (
      <Skeleton key={index} h={40} radius="sm" />
    ))}
  </Stack>
);

/** The page buttons under a patient table. */
export const TablePagination = ({
  total,
  page,
  onChange,
}: {
  total: number;
  page: number;
  onChange: (page: number) => void;
}) => {
  const { t } = useTranslation();
  return (
    <ListPagination
      label={t('patients:list.pagination')}
      total={total}
      pageSize={PATIENT_PAGE_SIZE}
      page={page}
      onChange={onChange}
    />
  );
};
