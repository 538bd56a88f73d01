import { z } from 'zod';

/**
 * What every back-office list takes in its query: a page, a page size and a sort. One definition
 * so that every list answers the same way, and names the wrong field when it refuses.
 */

export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];

/** `page` and `per_page`, with the list's own page size as default. */
export function paging(perPage: number) {
  return {
    page: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(100_000).default(1),
    per_page: z.coerce
      .number()
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(200, 'must be at most 200')
      .default(perPage),
  };
}

/**
 * `sort` (one of the list's whitelisted keys) and `order` (asc or desc). The server orders by the
 * key's columns and then by the id in the same direction, so that paging never repeats or skips a row.
 */
export function listSort<const K extends readonly [string, ...string[]]>(
  keys: K,
  defaults: { sort: K[number]; order: SortOrder },
) {
  return {
    sort: z.enum(keys, { error: `must be one of: ${keys.join(', ')}` }).default(defaults.sort as never),
    order: z.enum(sortOrders, { error: 'must be asc or desc' }).default(defaults.order),
  };
}
