import { Group, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Page buttons under a list of emergency requests, only when there is more than one page. */
export const EmergencyPagination = ({
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
    <Group justify="center" component="nav" aria-label={t('emergencies:pagination')}>
      <Pagination total={pages} value={Math.min(page, pages)} onChange={onChange} size="sm" />
    </Group>
  );
};
