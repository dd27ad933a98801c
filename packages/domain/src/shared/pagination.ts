import { z } from 'zod';

import { msg } from '../i18n/translate.ts';

const invalid = { error: msg('errors:invalidValue') };

/**
 * `?page=&pageSize=` of a server-paginated list: whole numbers from 1, read from the query string,
 * the first page and the list's own `pageSize` when absent, at most `maxPageSize` rows a page and
 * `maxPage` pages (10 000 unless the list says otherwise). Anything else is 422 on that field.
 * A list's query schema spreads `.shape` in after its own filters, or is this object itself.
 */
export const pageQuerySchema = ({ pageSize, maxPageSize, maxPage = 10_000 }: { pageSize: number; maxPageSize: number; maxPage?: number }) =>
  z.object({
    page: z.coerce.number(invalid).int(invalid).min(1, invalid).max(maxPage, invalid).default(1),
    pageSize: z.coerce.number(invalid).int(invalid).min(1, invalid).max(maxPageSize, invalid).default(pageSize),
  });

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

/**
 * A page of a list that counts only so far (`countLimitFor`): the total is exact, or at least
 * `total` when `totalIsExact` is false ("100+"); `pageCount` gives the pages to offer.
 */
export const boundedPageSchemaOf = <T extends z.ZodType>(item: T) => pageSchemaOf(item).extend({ totalIsExact: z.boolean() });

/**
 * Where a long list stops counting (decision 009): exactly up to the next whole hundred at least
 * 100 past the page's start, so a count costs about the same for a list of 1 000 and of 100 000.
 * Past it the total is a lower bound ("100+"), which grows as one pages on.
 */
export const countLimitFor = (offset: number): number => Math.ceil(offset / 100) * 100 + 100;

/**
 * The total a page reports from its count: `counted` rows (counting stops past `countLimit`),
 * `complete` unless the count looked at only part of what could match (browse's budget), and the
 * page itself: its `offset`, the `shown` rows and the page size `limit`. A page is read to its end
 * whatever the count did, so a page that is not full ends the list. Exact when complete and within
 * the limit, or when the page ran out; otherwise at least this many.
 */
export const boundedTotal = ({
  counted,
  complete = true,
  countLimit,
  offset,
  shown,
  limit,
}: {
  counted: number;
  complete?: boolean;
  countLimit: number;
  offset: number;
  shown: number;
  limit: number;
}): { total: number; totalIsExact: boolean } => {
  if (counted > countLimit) return { total: countLimit, totalIsExact: false };
  if (complete) return { total: counted, totalIsExact: true };
  // A page that is not full ran to the end: the first page, or any page with rows on it.
  if (shown < limit && (shown > 0 || offset === 0)) return { total: offset + shown, totalIsExact: true };
  // A full page: at least the rows up to here; an empty one (past the end): what the count saw.
  return { total: shown > 0 ? Math.max(counted, offset + shown) : counted, totalIsExact: false };
};

/** Pages of a list, at least one; past a lower-bound total there is at least one more page. */
export const pageCount = ({ total, totalIsExact, pageSize }: { total: number; totalIsExact: boolean; pageSize: number }): number =>
  Math.max(1, Math.ceil((totalIsExact ? total : total + 1) / pageSize));
