/**
 * Serves an app on a real local socket, as `src/index.ts` does, and fuzzes it as every role.
 * Shared by `test/fuzz.test.ts` (a small fixed-seed run) and `bench/fuzz.ts` (the long run).
 */
import type { AddressInfo } from 'node:net';

import { serve } from '@hono/node-server';
import { ROLES } from '@patili/domain/access';

import type { AppDeps } from '../../src/lib/context.ts';
import { createUser } from '../factories.ts';
import type { ActorRole, MakeUser } from './actors.ts';
import type { OpenApiDocument } from './open-api.ts';
import { runFuzz, type FuzzOptions, type FuzzReport } from './run-fuzz.ts';

/** Every role, anonymous first. */
export const ALL_ACTORS: readonly ActorRole[] = ['anonymous', ...ROLES];

export type Listening = { host: string; port: number; close(): Promise<void> };

/** Serves a fetch handler on 127.0.0.1 at a free port. */
export const listen = async (
  fetch: (request: Request) => Response | Promise<Response>,
): Promise<Listening> => {
  let ready: (info: AddressInfo) => void = () => {};
  const listening = new Promise<AddressInfo>((resolve) => {
    ready = resolve;
  });
  const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info) => ready(info));
  const { port } = await listening;
  // Node closes an idle kept-alive connection after 5 s. The fuzzer's connections idle longer than
  // that while another actor signs in or shrinks a failure, and the server closing them then is
  // not the failure we look for, so idle connections stay open here.
  if ('keepAliveTimeout' in server) server.keepAliveTimeout = 0;
  return {
    host: '127.0.0.1',
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
};

/** Verified users of any role, from the factories the tests and the demo seed share. */
export const userMaker =
  (deps: AppDeps): MakeUser =>
  async (role) => {
    const user = await createUser({ db: deps.database.db, auth: deps.auth }, { role });
    return { email: user.email, password: user.password };
  };

export type FuzzAppOptions = Pick<
  FuzzOptions,
  'seed' | 'runs' | 'shrinkMs' | 'shrinkTotalMs' | 'include' | 'onOperation' | 'timeoutMs'
> & {
  roles?: readonly ActorRole[];
};

/** Fuzzes the whole Patili app (built by the caller on a fresh database) as every role. */
export const fuzzApp = async (
  built: { app: { fetch: (request: Request) => Response | Promise<Response> }; deps: AppDeps },
  options: FuzzAppOptions,
): Promise<FuzzReport> => {
  const server = await listen(built.app.fetch);
  try {
    const origin = built.deps.config.appUrl;
    const response = await fetch(`http://${server.host}:${server.port}/api/openapi.json`);
    const document = (await response.json()) as OpenApiDocument;
    return await runFuzz({
      ...options,
      host: server.host,
      port: server.port,
      origin,
      document,
      roles: options.roles ?? ALL_ACTORS,
      makeUser: userMaker(built.deps),
    });
  } finally {
    await server.close();
  }
};
