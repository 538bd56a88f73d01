import type { Executor } from '../../db/client.ts';

export function enabledSections(db: Executor) {
  return db
    .selectFrom('home_section')
    .selectAll()
    .where('enabled', '=', 1)
    .orderBy('position')
    .orderBy('id')
    .execute();
}
