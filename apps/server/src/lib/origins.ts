import type { ServerConfig } from './context.ts';

/** The Vite dev server's addresses (`npm run dev`), which proxy the API from another port. */
const DEV_SERVER_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

/**
 * The origin the request was addressed to: its own scheme and host (behind a trusted proxy, the
 * forwarded scheme and host).
 */
export const requestOrigin = (request: Request, trustProxy: boolean): string => {
  const url = new URL(request.url);
  const forwardedProto = trustProxy ? request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() : undefined;
  const forwardedHost = trustProxy ? request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
  return `${forwardedProto ?? url.protocol.replace(/:$/, '')}://${forwardedHost ?? url.host}`;
};

/**
 * The origins whose pages may call the API with the session's cookie. In production only
 * `APP_URL` and `TRUSTED_ORIGINS`; outside production also the address the request itself was
 * sent to (so the app works at localhost, 127.0.0.1 or a LAN address alike) and the Vite dev server.
 */
export const trustedOrigins = (config: Pick<ServerConfig, 'production' | 'appUrl' | 'trustedOrigins' | 'trustProxy'>, request?: Request): string[] => {
  const origins = [config.appUrl, ...config.trustedOrigins];
  if (!config.production) {
    origins.push(...DEV_SERVER_ORIGINS);
    if (request) origins.push(requestOrigin(request, config.trustProxy));
  }
  return [...new Set(origins.map((origin) => origin.replace(/\/+$/, '')))];
};
