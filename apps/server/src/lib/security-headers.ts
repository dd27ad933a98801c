import type { Context } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

import { isJsonType } from './compression.ts';
import type { AppEnv, ServerConfig } from './context.ts';

const hsts = (config: Pick<ServerConfig, 'production'>) =>
  config.production ? 'max-age=31536000; includeSubDomains' : false;

/**
 * The browser's guard rails for a page and what it loads (the web app, its files, the API
 * reference, uploaded files): a same-origin content policy (scripts and styles from the app only;
 * images also as data/blob URLs for previews and OpenStreetMap's map tiles), no framing, a strict
 * referrer policy, a permissions policy, and HSTS in production.
 */
const documentHeaders = (config: Pick<ServerConfig, 'production'>) =>
  secureHeaders({
    strictTransportSecurity: hsts(config),
    crossOriginEmbedderPolicy: false,
    removePoweredBy: false,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // OpenStreetMap's tiles under a walk's route map ("A walk followed live").
      imgSrc: ["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      // The web app's service worker and web manifest, named here so that they stay the app's own
      // whatever the directives they would otherwise fall back to become.
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    // The app asks for the position (the map point's "use my location") and nothing else. Only
    // features browsers know are named: Chromium warns on every page about one it does not.
    permissionsPolicy: {
      geolocation: ['self'],
      camera: [],
      microphone: [],
      payment: [],
      usb: [],
      serial: [],
      displayCapture: [],
    },
  });

/**
 * A JSON answer is data, never a page: the API's set (OWASP's REST security headers) says so in
 * a few lines instead of a page's fourteen. Nothing may run or load in it, frame it or sniff
 * another type from it, and no other site's page may embed it; HSTS in production. A page's
 * headers (referrer, permissions, opener) govern what a page does, which JSON never does.
 */
const jsonHeaders = (config: Pick<ServerConfig, 'production'>) =>
  secureHeaders({
    strictTransportSecurity: hsts(config),
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    xFrameOptions: 'DENY',
    xContentTypeOptions: true,
    crossOriginResourcePolicy: 'same-origin',
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    removePoweredBy: false,
  });

/** The answer is already made when a security headers' middleware is run for it. */
const answered = () => Promise.resolve();

/**
 * Puts the security headers on a made answer (`request-frame.ts`, for every answer): the API's
 * set on JSON, a page's set on anything else. hono's `secureHeaders` makes each set.
 */
export const securityHeaders = (config: Pick<ServerConfig, 'production'>) => {
  const forDocument = documentHeaders(config);
  const forJson = jsonHeaders(config);
  return (c: Context<AppEnv, string>) =>
    (isJsonType(c.res.headers.get('content-type')) ? forJson : forDocument)(c, answered);
};

/**
 * API answers are never cached unless a route says otherwise (the city lists do): they carry the
 * signed-in user's data, which must not stay in a shared or back-button cache. A step of the
 * API's guards (`api-guards.ts`), once the answer is made.
 */
export const defaultToNoStore = (c: Context) => {
  if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', 'no-store');
};
