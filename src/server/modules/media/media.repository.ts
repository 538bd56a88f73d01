import type { Insertable } from 'kysely';
import type { Executor } from '../../db/client.ts';
import type { Media, MediaTable } from '../../db/schema.ts';

export async function insertMedia(db: Executor, row: Insertable<MediaTable>): Promise<Media> {
  return db.insertInto('media').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function findMediaByIds(db: Executor, ids: readonly number[]): Promise<Map<number, Media>> {
  const unique = [...new Set(ids)].filter((id) => Number.isInteger(id));
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('media').selectAll().where('id', 'in', unique).execute();
  return new Map(rows.map((r) => [r.id, r]));
}

export async function findMedia(db: Executor, id: number): Promise<Media | undefined> {
  return db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst();
}
