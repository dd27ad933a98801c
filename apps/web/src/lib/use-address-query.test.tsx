import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { useAddressQuery } from './use-address-query';

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/admin/action-logs?type=ticket_replied&page=3']}>{children}</MemoryRouter>
);

describe('useAddressQuery', () => {
  it('keeps both of two changes made one right after the other (a start date, then an end date)', () => {
    const { result } = renderHook(() => useAddressQuery(), { wrapper });
    act(() => {
      result.current.patch({ from: '2026-11-24', page: undefined });
      result.current.patch({ to: '2026-11-24' });
    });
    expect(Object.fromEntries(result.current.params)).toEqual({ type: 'ticket_replied', from: '2026-11-24', to: '2026-11-24' });
    act(() => result.current.patch({ type: '' }));
    expect(Object.fromEntries(result.current.params)).toEqual({ from: '2026-11-24', to: '2026-11-24' });
  });

  it('starts over from what reset sets', () => {
    const { result } = renderHook(() => useAddressQuery(), { wrapper });
    act(() => {
      result.current.reset();
      result.current.patch({ q: 'kedi' });
    });
    expect(Object.fromEntries(result.current.params)).toEqual({ q: 'kedi' });
  });
});
