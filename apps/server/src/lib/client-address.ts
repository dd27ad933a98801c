import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

import type { AppEnv } from './context.ts';

/**
 * The client's address: the socket's, or the first `X-Forwarded-For` hop behind a trusted proxy
 * (`TRUST_PROXY`). Undefined for an in-process request (the tests), which has no socket.
 */
export const clientAddress = (c: Context<AppEnv>): string | undefined => {
  if (c.get('deps').config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
};

/** True for an address of this machine (IPv4 127/8, IPv6 ::1, or IPv4-mapped 127/8). */
export const isLoopbackAddress = (address: string): boolean =>
  address === '::1' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/i.test(address);

/** The request comes from this machine (or from inside the process, as the tests' do). */
export const isLocalClient = (c: Context<AppEnv>): boolean => {
  const address = clientAddress(c);
  return address === undefined || isLoopbackAddress(address);
};

/**
 * The request comes straight from this machine: its connection's own address is loopback and no
 * proxy forwarded it (behind a proxy on this machine every visitor's connection is local, and
 * X-Forwarded-For is whatever the visitor wrote). TRUST_PROXY does not change this. For the
 * operator's endpoints (metrics, the backup snapshot). An in-process request (the tests') has no
 * socket: it is this process's own.
 */
export const isDirectLocalRequest = (c: Context<AppEnv>): boolean => {
  if (c.req.header('x-forwarded-for') || c.req.header('forwarded') || c.req.header('x-real-ip')) return false;
  try {
    return isLoopbackAddress(getConnInfo(c).remote.address ?? '');
  } catch {
    return true;
  }
};
