import type { CreateTableBuilder, Kysely, RawBuilder } from 'kysely';
import { sql } from 'kysely';

/** True on PostgreSQL; the only dialect difference the migrations need to know. */
export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
}

/** An auto-incrementing integer primary key on either engine. */
export function withId<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** The current UTC time as ISO-8601 text ('2026-11-21T07:30:00.123Z'), identical on both engines. */
export function isoNow(db: Kysely<unknown>): RawBuilder<string> {
  return isPostgres(db)
    ? sql<string>`(to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`
    : sql<string>`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
}
