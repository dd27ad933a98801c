import { secureHeaders } from 'hono/secure-headers';

import type { ServerConfig } from './context.ts';

/**
 * The browser's guard rails for every answer: a same-origin content policy (scripts and styles
 * from the app only; images also as data/blob URLs for previews), no framing, a strict referrer
 * policy, and HSTS in production.
 */
export const securityHeaders = (config: Pick<ServerConfig, 'production'>) =>
  secureHeaders({
    strictTransportSecurity: config.production ? 'max-age=31536000; includeSubDomains' : false,
    crossOriginEmbedderPolicy: false,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
  });
