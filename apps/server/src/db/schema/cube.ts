import { customType } from 'drizzle-orm/pg-core';

/** A `cube` (extension) value: a point on the unit sphere; only ever written by the database itself. */
export const cube = customType<{ data: string; driverData: string }>({ dataType: () => 'cube' });
