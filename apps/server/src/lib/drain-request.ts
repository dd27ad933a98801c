import type { IncomingMessage } from 'node:http';

import type { Context } from 'hono';

/**
 * Reads and drops what is left of a request body the app refused to read (over the limit), up to
 * `maxBytes` or `timeoutMs`, so that closing the connection afterwards is an orderly close: a
 * socket closed with unread data in it is reset, and the reset can destroy the answer before the
 * client reads it. Does nothing for an in-process request (no Node socket).
 */
export const drainRequestBody = (c: Context, { maxBytes = 16 * 1024 * 1024, timeoutMs = 2000 } = {}): Promise<void> => {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming || incoming.readableEnded || incoming.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let read = 0;
    const done = () => {
      clearTimeout(timer);
      incoming.off('data', onData);
      incoming.off('end', done);
      incoming.off('error', done);
      incoming.off('close', done);
      incoming.off('pause', keepFlowing);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > maxBytes) done();
    };
    // The request's web stream, which nobody reads any more, pauses the socket when its queue is
    // full; keep the bytes flowing until the body has all arrived.
    const keepFlowing = () => setImmediate(() => incoming.resume());
    const timer = setTimeout(done, timeoutMs);
    incoming.on('pause', keepFlowing);
    incoming.on('data', onData);
    incoming.once('end', done);
    incoming.once('error', done);
    incoming.once('close', done);
    incoming.resume();
  });
};
