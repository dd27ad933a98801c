const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * True when a string can be a row's id (a uuid, in either case). An id from a path or a body that
 * is not one names nothing: the caller answers its own not-found before the value reaches a uuid
 * column (where PostgreSQL would refuse it with an error, not an empty result).
 */
export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);
