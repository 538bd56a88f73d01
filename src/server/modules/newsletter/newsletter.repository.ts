import type { Executor } from '../../db/client.ts';

/** True when the address is new; an address already there is left as it is. */
export async function insertSubscriber(db: Executor, email: string): Promise<boolean> {
  const inserted = await db
    .insertInto('newsletter_subscriber')
    .values({ email })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}
