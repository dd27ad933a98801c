import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import type { Context } from 'hono';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Smaller answers go out as they are: the encoding would save less than its headers cost. */
export const COMPRESS_MIN_BYTES = 1024;

/** `application/json` and its `+json` kinds (problem details, the OpenAPI document). */
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json(?:\s*;|$)/i;

/** True for a JSON answer's `Content-Type` (`application/json` and its `+json` kinds). */
export const isJsonType = (contentType: string | null) => JSON_TYPE.test(contentType ?? '');

type Encoding = 'br' | 'gzip';

/** The encoding to answer in: brotli, else gzip, as `Accept-Encoding` allows (q-values, `*`). */
export const pickEncoding = (acceptEncoding: string | undefined): Encoding | null => {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br > 0 && br >= gz) return 'br';
  return gz > 0 ? 'gzip' : null;
};

const encode = (body: Uint8Array, encoding: Encoding) =>
  encoding === 'br'
    ? // Quality 5 of 11: most of brotli's gain for a fraction of its time, per request.
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipAsync(body, { level: 6 });

const addVary = (headers: Headers) => {
  const vary = headers.get('vary');
  if (vary === '*' || /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary ?? '')) return;
  headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
};

/**
 * Compresses a JSON answer of at least `COMPRESS_MIN_BYTES` with brotli or gzip, as the client
 * accepts (a step of the API's guards, `api-guards.ts`, once the answer is made). JSON answers
 * are built whole (`c.json`), so reading the body costs nothing extra; anything else (files,
 * streams, answers already encoded or marked `no-transform`) passes as is.
 */
export const compressJsonAnswer = async (c: Context) => {
  const { res } = c;
  // Headers first, the body last: reading a body (or asking whether there is one) turns the
  // server's light response into a full web Response, which costs more than most answers do.
  if (
    c.req.method === 'HEAD' ||
    res.status === 204 ||
    res.status === 206 ||
    res.status === 304 ||
    res.headers.has('content-encoding') ||
    res.headers.has('transfer-encoding') ||
    !isJsonType(res.headers.get('content-type')) ||
    /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get('cache-control') ?? '')
  ) {
    return;
  }
  const declared = Number(res.headers.get('content-length') ?? Number.NaN);
  if (declared < COMPRESS_MIN_BYTES) return;
  // The answer depends on Accept-Encoding from here on, whether it ends up encoded or not.
  addVary(res.headers);
  const encoding = pickEncoding(c.req.header('accept-encoding'));
  if (!encoding || !res.body) return;

  const body = new Uint8Array(await res.arrayBuffer());
  if (body.length < COMPRESS_MIN_BYTES) {
    c.res = new Response(body, res);
    return;
  }
  c.res = new Response(await encode(body, encoding), res);
  c.res.headers.set('content-encoding', encoding);
  c.res.headers.delete('content-length');
  const etag = c.res.headers.get('etag');
  if (etag && !etag.startsWith('W/')) c.res.headers.set('etag', `W/${etag}`);
};
