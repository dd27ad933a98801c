import { z } from 'zod';

/**
 * A page of a server-paginated list as every list endpoint answers it: the page's items, the total
 * over all pages, and the page asked for. Lists that say more (an unread count, a summary) extend it.
 */
export const pageSchemaOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
