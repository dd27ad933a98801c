import { isUuid } from '../shared/ids.ts';

export { SECURITY_EVENT_KINDS, type SecurityEventKind } from '../auth/password-lockout.ts';

/** Better Auth's account ids and other generated ids: long, mixed letters and digits. */
const GENERATED_ID = /^(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{16,64}$/;

/**
 * Whether a request path names a record by id (`/api/bookings/0192…`, `/api/files/…/thumbnail`):
 * a refusal of such a path (403, or the 404 that hides someone else's row) counts towards
 * `unauthorized_access`; a refusal of a list or a form does not.
 */
export const pathNamesRecord = (path: string): boolean =>
  path.split('/').some((segment) => {
    if (segment.length < 16) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return false;
    }
    return isUuid(decoded) || GENERATED_ID.test(decoded);
  });

/** A path as an alert keeps it: ids replaced by `{id}`, so one alert names the route probed. */
export const pathPattern = (path: string): string =>
  path
    .split('/')
    .map((segment) => (segment.length >= 16 && pathNamesRecord(`/${segment}`) ? '{id}' : segment))
    .join('/')
    .slice(0, 200);
