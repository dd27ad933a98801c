import { v7 } from 'uuid';

/**
 * A new row id: a UUID v7, whose leading bits are the creation time and which `uuid` keeps
 * increasing within the process even inside one millisecond. So every list can end its order on
 * the id (`created_at, id`) and stay faithful to creation order when two rows share a timestamp
 * (PGlite's clock is coarse). Rows made before v7 ids still order totally, by their unique id.
 */
export const newId = (): string => v7();
