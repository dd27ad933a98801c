import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';

import type { AppEnv, ServerConfig } from './context.ts';

/**
 * The browser's guard rails for every answer: a same-origin content policy (scripts and styles
 * from the app only; images also as data/blob URLs for previews and OpenStreetMap's map tiles),
 * no framing, a strict referrer policy, a permissions policy, and HSTS in production.
 */
export const securityHeaders = (config: Pick<ServerConfig, 'production'>) =>
  secureHeaders({
    strictTransportSecurity: config.production ? 'max-age=31536000; includeSubDomains' : false,
    crossOriginEmbedderPolicy: false,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // OpenStreetMap's tiles under a walk's route map (issue 11, "A walk followed live").
      imgSrc: ["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    // The app asks for the position (the map point's "use my location") and nothing else.
    permissionsPolicy: {
      geolocation: ['self'],
      camera: [],
      microphone: [],
      payment: [],
      usb: [],
      serial: [],
      bluetooth: [],
      displayCapture: [],
    },
  });

/**
 * API answers are never cached unless a route says otherwise (the city lists do): they carry the
 * signed-in user's data, which must not stay in a shared or back-button cache.
 */
export const noStoreByDefault = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', 'no-store');
});
