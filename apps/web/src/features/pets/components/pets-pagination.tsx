import { Group, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Page buttons under a list, only when there is more than one page. */
export const PetsPagination = ({
  total,
  pageSize,
  page,
  onChange,
  size = 'md',
}: {
  total: number;
  pageSize: number;
  page: number;
  onChange: (page: number) => void;
  size?: 'sm' | 'md';
}) => {
  const { t } = useTranslation();
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  return (
    <Group justify="center" component="nav" aria-label={t('pets:pagination.label')}>
      <Pagination size={size} total={pages} value={Math.min(page, pages)} onChange={onChange} />
    </Group>
  );
};
