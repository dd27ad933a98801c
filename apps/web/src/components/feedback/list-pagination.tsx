import { Group, Pagination } from '@mantine/core';
import { pageCount } from '@patili/domain/shared';
import { useTranslation } from 'react-i18next';

const CONTROL_LABELS = {
  first: 'common:pagination.first',
  previous: 'common:pagination.previous',
  next: 'common:pagination.next',
  last: 'common:pagination.last',
} as const;

/**
 * Page buttons under a list paged on the server, only when there is more than one page. `label`
 * names the list's pages for a screen reader ("Rezervasyon sayfaları"); the arrow buttons and the
 * page numbers have names of their own ("Sonraki sayfa", "Sayfa 3"), and the current page is
 * marked `aria-current`. A list that counts only so far (`totalIsExact: false`, "100+") offers one
 * page past what it counted.
 */
export const ListPagination = ({
  label,
  total,
  totalIsExact = true,
  pageSize,
  page,
  onChange,
  size = 'md',
}: {
  label: string;
  total: number;
  totalIsExact?: boolean;
  pageSize: number;
  page: number;
  onChange: (page: number) => void;
  size?: 'sm' | 'md';
}) => {
  const { t } = useTranslation();
  const pages = pageCount({ total, totalIsExact, pageSize });
  if (pages <= 1) return null;
  const current = Math.min(page, pages);
  return (
    <Group justify="center" component="nav" aria-label={label}>
      <Pagination
        size={size}
        total={pages}
        value={current}
        onChange={onChange}
        getControlProps={(control) => ({ 'aria-label': t(CONTROL_LABELS[control]) })}
        getItemProps={(item) => ({
          'aria-label': t('common:pagination.page', { page: item }),
          'aria-current': item === current ? 'page' : undefined,
        })}
      />
    </Group>
  );
};
