import { sql, type Expression, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { SortOrder } from '#shared/api/list-query.ts';

/**
 * The back office's lists, one page at a time whatever the table's size: count the matches, then
 * read one page in a stable order (the sort's columns, then the id the same way, so that pages
 * never repeat or skip a row and an index on those columns serves the page without a sort).
 */

/** `%term%` for `like … escape '\'`, lowercased: the term's own % and _ match themselves. */
export const likePattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A search: any of these text columns (named, or an expression such as a full name), lowercased,
 * contains the term (see likePattern). A null column matches nothing.
 */
export function searchIn(columns: readonly (string | Expression<string | null>)[], term: string): RawBuilder<boolean> {
  const pattern = likePattern(term);
  const each = columns.map(
    (column) => sql`lower(${typeof column === 'string' ? sql.ref(column) : column}) like ${pattern} escape '\\'`,
  );
  return sql<boolean>`(${sql.join(each, sql` or `)})`;
}

/** Which page of a list, in which order: what a list query asks the repository for. */
export interface ListWindow<K extends string = string> {
  sort: K;
  order: SortOrder;
  limit: number;
  offset: number;
}

/** The window of a validated list query (`page` from 1, `per_page`, `sort`, `order`). */
export function windowOf<K extends string>(query: {
  sort: K;
  order: SortOrder;
  page: number;
  per_page: number;
}): ListWindow<K> {
  return { sort: query.sort, order: query.order, limit: query.per_page, offset: (query.page - 1) * query.per_page };
}

/** What each sort key orders by: one column or expression, or several in turn. */
export type SortColumns<K extends string> = Record<K, Expression<unknown> | readonly Expression<unknown>[]>;

/** Ordered by the sort's columns and then by `id`, all in the sort's direction. */
export function sortedBy<DB, TB extends keyof DB, O, K extends string>(
  query: SelectQueryBuilder<DB, TB, O>,
  columns: SortColumns<K>,
  id: Expression<unknown>,
  sort: Pick<ListWindow<K>, 'sort' | 'order'>,
): SelectQueryBuilder<DB, TB, O> {
  const chosen = columns[sort.sort];
  let ordered = query;
  for (const column of Array.isArray(chosen) ? chosen : [chosen])
    ordered = ordered.orderBy(column as Expression<unknown>, sort.order);
  return ordered.orderBy(id, sort.order);
}

/** The page of `window`, in the stable order of `sortedBy`. */
export function sortedPage<DB, TB extends keyof DB, O, K extends string>(
  query: SelectQueryBuilder<DB, TB, O>,
  columns: SortColumns<K>,
  id: Expression<unknown>,
  window: ListWindow<K>,
): SelectQueryBuilder<DB, TB, O> {
  return sortedBy(query, columns, id, window).limit(window.limit).offset(window.offset);
}

/** The number of matches and the page's rows; the page is not read when it lies past the end. */
export async function countThenRead<R>(
  count: { executeTakeFirst(): Promise<{ total: string | number | bigint } | undefined> },
  offset: number,
  read: () => Promise<R[]>,
): Promise<{ rows: R[]; total: number }> {
  const total = Number((await count.executeTakeFirst())?.total ?? 0);
  if (total === 0 || offset >= total) return { rows: [], total };
  return { rows: await read(), total };
}

/** Sorts a short list kept in memory (pages, currencies) the same way: by the key, then by `tie`. */
export function sortInMemory<T, K extends string>(
  rows: readonly T[],
  keys: Record<K, (row: T) => string | number>,
  tie: (row: T) => string | number,
  sort: K,
  order: SortOrder,
): T[] {
  const compare = (a: string | number, b: string | number) =>
    typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
  const sign = order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => sign * (compare(keys[sort](a), keys[sort](b)) || compare(tie(a), tie(b))));
}

/** The answer of a paged list: its rows with the page asked for and the number of matches. */
export function pageAnswer<T>(query: { page: number; per_page: number }, result: T[], total: number) {
  return { result, page: query.page, per_page: query.per_page, total };
}
