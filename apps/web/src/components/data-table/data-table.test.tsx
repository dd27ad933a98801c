import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '../../lib/api-client';
import { renderWithApp } from '../../testing/render';
import { DataTable, type TableSort } from './data-table';

type Row = { id: string; name: string; fresh: boolean };
type Page = { items: Row[]; total: number; page: number; pageSize: number };

const rows = (count: number, page = 1): Row[] =>
  Array.from({ length: count }, (_, index) => ({ id: `r${page}-${index}`, name: `Kayıt ${page}-${index}`, fresh: index === 0 }));

/** A table over a query answered by `load`, with the page and sort kept in state. */
const Harness = ({ load, onSort }: { load: (page: number) => Promise<Page>; onSort?: (sort: TableSort) => void }) => {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<TableSort>({ key: 'name', direction: 'asc' });
  const query = useQuery({ queryKey: ['rows', page, sort], queryFn: () => load(page), retry: false });
  return (
    <DataTable
      label="Kayıtlar"
      query={query}
      columns={[{ key: 'name', header: 'Ad', cell: (row: Row) => row.name, sortable: true }]}
      rowKey={(row) => row.id}
      page={page}
      onPageChange={setPage}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        onSort?.(next);
      }}
      highlightRow={(row) => row.fresh}
    />
  );
};

describe('DataTable', () => {
  it("says 'Kayıt bulunamadı.' when the list is empty", async () => {
    await renderWithApp(<Harness load={() => Promise.resolve({ items: [], total: 0, page: 1, pageSize: 20 })} />);
    expect(await screen.findByText('Kayıt bulunamadı.')).toBeInTheDocument();
  });

  it("shows the server's reason with a retry when the load fails, and the rows once a retry succeeds", async () => {
    const load = vi
      .fn<(page: number) => Promise<Page>>()
      .mockRejectedValueOnce(new ApiError(403, 'FORBIDDEN', 'Bu işlem için yetkiniz yok.'))
      .mockResolvedValue({ items: rows(2), total: 2, page: 1, pageSize: 20 });
    await renderWithApp(<Harness load={load} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Veriler alınırken bir hata oluştu. Bu işlem için yetkiniz yok.');
    fireEvent.click(within(alert).getByRole('button'));
    expect(await screen.findByText('Kayıt 1-1')).toBeInTheDocument();
  });

  it('pages on the server, marks highlighted rows and asks the server to sort', async () => {
    const load = vi.fn((page: number) => Promise.resolve({ items: rows(20, page), total: 45, page, pageSize: 20 }));
    const onSort = vi.fn();
    await renderWithApp(<Harness load={load} onSort={onSort} />);
    const table = await screen.findByRole('table', { name: 'Kayıtlar' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(within(table).getByText('Kayıt 1-0').closest('tr')).toHaveAttribute('data-highlighted', 'true');
    expect(within(table).getByText('Kayıt 1-1').closest('tr')).not.toHaveAttribute('data-highlighted');
    fireEvent.click(screen.getByRole('button', { name: 'Sayfa 3' }));
    expect(await screen.findByText('Kayıt 3-0')).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('columnheader', { name: /Ad/ })).toHaveAttribute('aria-sort', 'ascending');
    fireEvent.click(screen.getByRole('button', { name: 'Ad sütununa göre azalan sırala' }));
    expect(onSort).toHaveBeenCalledWith({ key: 'name', direction: 'desc' });
  });
});
