import type { Kysely } from 'kysely';
import type { Executor } from '../../db/client.ts';
import { isPostgres } from '../../db/migrations/helpers.ts';
import type { HomeSectionTable } from '../../db/schema.ts';

export function enabledSections(db: Executor) {
  return db.selectFrom('home_section').selectAll().where('enabled', '=', 1).orderBy('position').orderBy('id').execute();
}

/* ---------- The back office ---------- */

/** With `lock`, the rows stay locked until the transaction ends (PostgreSQL; SQLite runs one writer at a time). */
export function allSections(db: Executor, { lock = false } = {}) {
  let query = db.selectFrom('home_section').selectAll().orderBy('position').orderBy('id');
  if (lock && isPostgres(db as unknown as Kysely<unknown>)) query = query.forUpdate();
  return query.execute();
}

export interface SectionRow {
  id?: number;
  kind: HomeSectionTable['kind'];
  title: string;
  subtitle: string | null;
  enabled: number;
  config: string;
}

/**
 * Makes the page exactly these sections in this order: updates the listed ones, adds new ones,
 * removes the rest. Every row written carries `stamp`, the arrangement's new stamp.
 */
export async function replaceSections(db: Executor, sections: readonly SectionRow[], stamp: string): Promise<void> {
  const keep = sections.flatMap((s) => (s.id === undefined ? [] : [s.id]));
  let removal = db.deleteFrom('home_section');
  if (keep.length > 0) removal = removal.where('id', 'not in', keep);
  await removal.execute();
  for (const [position, { id, ...section }] of sections.entries()) {
    if (id === undefined)
      await db
        .insertInto('home_section')
        .values({ ...section, position, updated_at: stamp })
        .execute();
    else
      await db
        .updateTable('home_section')
        .set({ ...section, position, updated_at: stamp })
        .where('id', '=', id)
        .execute();
  }
}
