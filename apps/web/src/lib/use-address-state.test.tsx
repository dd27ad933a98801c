import { act, renderHook } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, type DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';

import {
  oneOfParam,
  optionalParam,
  pageParam,
  textParam,
  useAddressState,
  type AddressParams,
} from './use-address-state';

const LOGS = {
  type: textParam,
  from: optionalParam,
  to: optionalParam,
  page: pageParam(),
};

const LOGS_WITH_SEARCH = { q: textParam };

const LIST = { tab: oneOfParam(['upcoming', 'past'], 'upcoming'), page: pageParam() };

/** The hook in a route of a memory router at `path`; `address()` is where the router is now. */
const renderAt = <S extends object>(path: string, params: AddressParams<S>, options?: { replace?: boolean }) => {
  let router: DataRouter | undefined;
  const Wrapper = ({ children }: { children: ReactNode }) => {
    const [created] = useState(() => createMemoryRouter([{ path: '*', element: children }], { initialEntries: [path] }));
    router = created;
    return <RouterProvider router={created} />;
  };
  const view = renderHook(() => useAddressState(params, options), { wrapper: Wrapper });
  const address = () => `${router!.state.location.pathname}${router!.state.location.search}`;
  return { ...view, router: () => router!, address };
};

describe('useAddressState', () => {
  it('reads each key with its param, leniently (a bad page is page 1)', () => {
    const { result } = renderAt('/admin/action-logs?type=ticket_replied&page=x&to=2026-11-24', LOGS);
    expect(result.current[0]).toEqual({ type: 'ticket_replied', from: undefined, to: '2026-11-24', page: 1 });
  });

  it('keeps both of two changes made one right after the other (a start date, then an end date)', () => {
    const { result, address } = renderAt('/admin/action-logs?type=ticket_replied&page=3', LOGS);
    act(() => {
      result.current[1]({ from: '2026-11-24', page: 1 });
      result.current[1]({ to: '2026-11-24' });
    });
    expect(result.current[0]).toEqual({ type: 'ticket_replied', from: '2026-11-24', to: '2026-11-24', page: 1 });
    expect(address()).toBe('/admin/action-logs?type=ticket_replied&from=2026-11-24&to=2026-11-24');
    act(() => result.current[1]({ type: '' }));
    expect(address()).toBe('/admin/action-logs?from=2026-11-24&to=2026-11-24');
  });

  it('gives a functional update the state the update before it wrote', () => {
    const { result, address } = renderAt('/owner/bookings?page=2', LIST);
    act(() => {
      result.current[1]((current) => ({ page: current.page + 1 }));
      result.current[1]((current) => ({ page: current.page + 1 }));
    });
    expect(result.current[0].page).toBe(4);
    expect(address()).toBe('/owner/bookings?page=4');
  });

  it('leaves defaults out, writes its keys in their declared order and keeps the others after them', () => {
    const { result, address } = renderAt('/owner/bookings?tab=past&ref=mail', LIST);
    expect(result.current[0]).toEqual({ tab: 'past', page: 1 });
    act(() => result.current[1]({ tab: 'upcoming', page: 2 }));
    expect(address()).toBe('/owner/bookings?page=2&ref=mail');
    act(() => result.current[1]({ tab: 'unknown' as 'past' }));
    expect(result.current[0].tab).toBe('upcoming');
    act(() => result.current[1]({ page: 3, tab: 'past' }));
    expect(address()).toBe('/owner/bookings?tab=past&page=3&ref=mail');
  });

  it('pushes a history entry, or replaces it when asked to', () => {
    const pushed = renderAt('/owner/bookings', LIST);
    act(() => pushed.result.current[1]({ page: 2 }));
    expect(pushed.router().state.historyAction).toBe('PUSH');
    pushed.unmount();

    const replaced = renderAt('/owner/bookings', LIST, { replace: true });
    act(() => replaced.result.current[1]({ page: 2 }));
    expect(replaced.router().state.historyAction).toBe('REPLACE');
    expect(replaced.address()).toBe('/owner/bookings?page=2');
  });

  it('builds on the address again once the back button changed it', async () => {
    const { result, address, router } = renderAt('/owner/bookings', LIST);
    act(() => result.current[1]({ page: 2 }));
    act(() => result.current[1]({ page: 3 }));
    await act(() => router().navigate(-1));
    expect(address()).toBe('/owner/bookings?page=2');
    act(() => result.current[1]((current) => ({ page: current.page + 10 })));
    expect(address()).toBe('/owner/bookings?page=12');
  });

  it('writes a space as %20, as buildPath does, and reads a bookmark written with + alike', () => {
    const { result, address } = renderAt('/owner/pet-walkers/browse?q=deniz+yurur', LOGS_WITH_SEARCH);
    expect(result.current[0].q).toBe('deniz yurur');
    act(() => result.current[1]({ q: 'deniz yürür' }));
    expect(address()).toBe('/owner/pet-walkers/browse?q=deniz%20y%C3%BCr%C3%BCr');
    expect(result.current[0].q).toBe('deniz yürür');
  });
});
