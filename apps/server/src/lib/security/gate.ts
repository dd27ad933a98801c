import {
  ddosDetection,
  escapeSample,
  jsonInputs,
  pathNamesRecord,
  pathPattern,
  scanInputs,
} from '@patili/domain/security';
import type { Context } from 'hono';

import { AppError } from '../app-error.ts';
import { clientAddress } from '../client-address.ts';
import type { AppEnv } from '../context.ts';
import { raiseAlertSafely } from './alerts.ts';
import {
  isOthersPrivateFile,
  recordPrivateFileRead,
  recordRefusal,
  recordRejectedPayload,
  recordSignIn,
} from './detect.ts';

/**
 * The security gate, run first for every request by `request-frame.ts`:
 * a request from an address on the deny list is answered 403 `IP_BLOCKED` before any route (the
 * API, Better Auth, the web app); every request counts towards the request rate; and once the
 * answer is decided, what it says about the request feeds the detectors in the background (a
 * refused input carrying an attack payload, a refused request for someone else's record, a
 * sign-in's outcome, a read of someone else's private file). Nothing here makes a request fail.
 */

/** Marks a route sets on its request for the gate to read after the answer (see `noteSignIn`, `noteFileRead`). */
type SignInMark = { userId: string | null; email: string | null };
type FileReadMark = { fileId: string; ownerId: string; purpose: string };
const signInMarks = new WeakMap<Request, SignInMark>();
const fileReadMarks = new WeakMap<Request, FileReadMark>();

/** The e-mail a sign-in body names (trimmed, lower case, cut short), if any. */
const signInEmail = (body: ArrayBuffer): string | null => {
  try {
    const email = (JSON.parse(new TextDecoder().decode(body)) as { email?: unknown } | null)?.email;
    return typeof email === 'string' && email.trim() !== ''
      ? escapeSample(email.trim().toLowerCase(), 254)
      : null;
  } catch {
    return null;
  }
};

/** The sign-in route names the account tried (its id when it exists); the gate records the outcome once it is known. */
export const noteSignIn = (c: Context<AppEnv>, userId: string | null, body: ArrayBuffer) => {
  signInMarks.set(c.req.raw, { userId, email: signInEmail(body) });
};

/** The file routes name the file served; the gate counts it when it is someone else's private file. */
export const noteFileRead = (c: Context<AppEnv>, mark: FileReadMark) => {
  fileReadMarks.set(c.req.raw, mark);
};

const PROCESS_LABEL = `pid ${process.pid}`;

/** The request's text inputs: path segments, query parameters, and a JSON body that was read. */
const requestInputs = async (c: Context<AppEnv>): Promise<Array<[string, string]>> => {
  const url = new URL(c.req.url);
  const inputs: Array<[string, string]> = [];
  for (const segment of url.pathname.split('/')) {
    if (segment === '') continue;
    try {
      inputs.push(['path', decodeURIComponent(segment)]);
    } catch {
      inputs.push(['path', segment]);
    }
  }
  for (const [key, value] of url.searchParams) inputs.push([key, value], [key, key]);
  // Only a body already read (the input guard reads every JSON body): never wait on the socket here.
  if (
    Object.keys(c.req.bodyCache).length > 0 &&
    (c.req.header('content-type') ?? '').includes('json')
  ) {
    try {
      inputs.push(...jsonInputs(JSON.parse(await c.req.text())));
    } catch {
      const text = await c.req.text().catch(() => '');
      if (text) inputs.push(['_', text.slice(0, 4096)]);
    }
  }
  return inputs;
};

const failedSignIn = (status: number) => status === 401 || status === 429;

const observe = (c: Context<AppEnv>) => {
  const deps = c.get('deps');
  const { db } = deps.database;
  const status = c.res.status;
  const signIn = signInMarks.get(c.req.raw);
  const user = c.get('user');
  const method = c.req.method;
  const path = c.req.path;

  if (signIn && (status < 300 || failedSignIn(status))) {
    const attempt = {
      ...signIn,
      ipAddress: clientAddress(c),
      succeeded: status < 300,
      // Behind a proxy this process does not trust, one address is everyone's.
      judgeAddress: deps.security.untrustedProxySince() === null,
    };
    deps.security.defer('sign-in', () => recordSignIn(db, attempt, deps.now()));
  }
  if (status === 400 || status === 422) {
    const ipAddress = clientAddress(c);
    deps.security.defer('rejected input', async () => {
      const matches = scanInputs(await requestInputs(c));
      if (matches.length === 0) return;
      await recordRejectedPayload(
        db,
        {
          matches,
          method,
          path: escapeSample(path, 200),
          status,
          ipAddress,
          userId: user?.id ?? null,
          email: user?.email ?? null,
        },
        deps.now(),
      );
    });
  }
  if ((status === 403 || status === 404) && user && pathNamesRecord(path)) {
    const refusal = {
      userId: user.id,
      email: user.email,
      ipAddress: clientAddress(c),
      method,
      path: escapeSample(pathPattern(path), 200),
      status,
    };
    deps.security.defer('refusal', () => recordRefusal(db, refusal, deps.now()));
  }
  const fileRead = fileReadMarks.get(c.req.raw);
  if (fileRead && status === 200 && user && isOthersPrivateFile(fileRead, user.id)) {
    const read = { userId: user.id, email: user.email, ipAddress: clientAddress(c), ...fileRead };
    deps.security.defer('file read', () => recordPrivateFileRead(db, read, deps.now()));
  }
};

/**
 * Before the answer: the request counts towards the request rate, and an address on the deny list
 * is refused with 403 `IP_BLOCKED` (`request-frame.ts` runs this first, before every route).
 */
export const admitRequest = async (c: Context<AppEnv>) => {
  const { security, database, now, config } = c.get('deps');
  if (!config.trustProxy && c.req.header('x-forwarded-for')) security.noteUntrustedProxy(now());
  const flood = security.rate.hit();
  if (flood)
    security.defer('ddos', () =>
      raiseAlertSafely(database.db, ddosDetection(flood, PROCESS_LABEL), now()),
    );
  if (await security.isBlocked(clientAddress(c))) throw new AppError('IP_BLOCKED');
};

/** Once the answer is decided: what it says about the request feeds the detectors, in the background. */
export const observeAnswer = (c: Context<AppEnv>) => {
  try {
    observe(c);
  } catch (error) {
    // The answer stands whatever the detectors think of it.
    c.get('deps').security.defer('observe', () =>
      Promise.reject(error instanceof Error ? error : new Error(String(error))),
    );
  }
};
