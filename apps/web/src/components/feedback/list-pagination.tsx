import { Group, Pagination } from '@mantine/core';

/**
 * Page buttons under a list paged on the server, only when there is more than one page. `label`
 * names the list's pages for a screen reader ("Rezervasyon sayfaları").
 */
export const ListPagination = ({
  label,
  total,
  pageSize,
  page,
  onChange,
  size = 'md',
}: {
  label: string;
  total: number;
  pageSize: number;
  page: number;
  onChange: (page: number) => void;
  size?: 'sm' | 'md';
}) => {
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  return (
    <Group justify="center" component="nav" aria-label={label}>
      <Pagination size={size} total={pages} value={Math.min(page, pages)} onChange={onChange} />
    </Group>
  );
};
