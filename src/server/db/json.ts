import { PostgresAdapter } from 'kysely';
import { jsonArrayFrom as postgresJsonArrayFrom } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteJsonArrayFrom } from 'kysely/helpers/sqlite';
import type { Executor } from './client.ts';

/**
 * Kysely's `jsonArrayFrom` for the engine behind `db`: a correlated subquery's rows as one JSON array
 * column (`json_agg` on PostgreSQL, `json_group_array` on SQLite), so a read with lists is one query.
 */
export function jsonArrayFor(db: Executor): typeof sqliteJsonArrayFrom {
  return onSqlite(db) ? sqliteJsonArrayFrom : postgresJsonArrayFrom;
}

/** True when SQLite runs behind `db`: for the few query shapes written for its planner, which keeps no statistics. */
export function onSqlite(db: Executor): boolean {
  return !(db.getExecutor().adapter instanceof PostgresAdapter);
}

/** PostgreSQL hands JSON columns back parsed, SQLite as text; null is a list that was not read. */
export function fromJson<T>(value: T[] | string | null | undefined): T[] {
  if (value === null || value === undefined) return [];
  return typeof value === 'string' ? (JSON.parse(value) as T[]) : value;
}
