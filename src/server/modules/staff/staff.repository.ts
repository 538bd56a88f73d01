import type { Insertable } from 'kysely';
import type { Executor } from '../../db/client.ts';
import type { StaffTable } from '../../db/schema.ts';

export function findStaffByEmail(db: Executor, email: string) {
  return db.selectFrom('staff').selectAll().where('email', '=', email).executeTakeFirst();
}

export function insertStaff(db: Executor, row: Insertable<StaffTable>) {
  return db.insertInto('staff').values(row).returning(['id', 'email', 'name', 'role']).executeTakeFirstOrThrow();
}

export async function countStaff(db: Executor): Promise<number> {
  const row = await db.selectFrom('staff').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
