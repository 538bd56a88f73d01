import type { Executor } from '../../db/client.ts';
import type { HomeSectionTable } from '../../db/schema.ts';

export function enabledSections(db: Executor) {
  return db.selectFrom('home_section').selectAll().where('enabled', '=', 1).orderBy('position').orderBy('id').execute();
}

/* ---------- The back office ---------- */

export function allSections(db: Executor) {
  return db.selectFrom('home_section').selectAll().orderBy('position').orderBy('id').execute();
}

export interface SectionRow {
  id?: number;
  kind: HomeSectionTable['kind'];
  title: string;
  subtitle: string | null;
  enabled: number;
  config: string;
}

/** Makes the page exactly these sections in this order: updates the listed ones, adds new ones, removes the rest. */
export async function replaceSections(db: Executor, sections: readonly SectionRow[]): Promise<void> {
  const keep = sections.flatMap((s) => (s.id === undefined ? [] : [s.id]));
  let removal = db.deleteFrom('home_section');
  if (keep.length > 0) removal = removal.where('id', 'not in', keep);
  await removal.execute();
  for (const [position, { id, ...section }] of sections.entries()) {
    if (id === undefined)
      await db
        .insertInto('home_section')
        .values({ ...section, position })
        .execute();
    else
      await db
        .updateTable('home_section')
        .set({ ...section, position })
        .where('id', '=', id)
        .execute();
  }
}
