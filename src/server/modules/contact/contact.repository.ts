import type { Insertable } from 'kysely';
import type { Executor } from '../../db/client.ts';
import type { ContactMessageTable } from '../../db/schema.ts';

export async function insertContactMessage(db: Executor, row: Insertable<ContactMessageTable>): Promise<number> {
  const inserted = await db.insertInto('contact_message').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}
