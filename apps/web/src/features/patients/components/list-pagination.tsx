import { Group, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Page buttons under a patient list, only when there is more than one page. */
export const ListPagination = ({
  total,
  pageSize,
  page,
  onChange,
}: {
  total: number;
  pageSize: number;
  page: number;
  onChange: (page: number) => void;
}) => {
  const { t } = useTranslation();
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  return (
    <Group justify="center" component="nav" aria-label={t('patients:list.pagination')}>
      <Pagination total={pages} value={Math.min(page, pages)} onChange={onChange} />
    </Group>
  );
};
