import type { Selectable } from 'kysely';
import type { Executor } from '../../db/client.ts';
import type { CartLineTable, CartTable } from '../../db/schema.ts';
import { compileOnce, perDatabase, QUERY_PARAMETER } from '../../db/compiled-query.ts';

export type CartRow = Selectable<CartTable>;
export type CartLineRow = Selectable<CartLineTable>;

const nowIso = () => new Date().toISOString();

/** The two reads of every cart request, compiled once (db/compiled-query.ts). */
const compiledQueries = perDatabase((db) => ({
  cartBySession: compileOnce(db.selectFrom('cart').selectAll().where('session_id', '=', QUERY_PARAMETER)),
  cartLines: compileOnce(db.selectFrom('cart_line').selectAll().where('cart_id', '=', QUERY_PARAMETER).orderBy('id')),
}));

export async function cartBySession(db: Executor, sessionId: string): Promise<CartRow | undefined> {
  return (await db.executeQuery(compiledQueries(db).cartBySession(sessionId))).rows[0];
}

/** The customer's most recently used cart (normally their only one). */
export function cartOfCustomer(db: Executor, customerId: number): Promise<CartRow | undefined> {
  return db
    .selectFrom('cart')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Creates the session's cart, or finds the one a concurrent request has just created. */
export async function createCart(db: Executor, sessionId: string, customerId: number | null): Promise<CartRow> {
  await db
    .insertInto('cart')
    .values({ session_id: sessionId, customer_id: customerId })
    .onConflict((oc) => oc.column('session_id').doNothing())
    .execute();
  const cart = await cartBySession(db, sessionId);
  if (!cart) throw new Error('cart vanished after insert');
  return cart;
}

export async function updateCart(
  db: Executor,
  cartId: number,
  changes: { session_id?: string; customer_id?: number | null },
) {
  await db
    .updateTable('cart')
    .set({ ...changes, updated_at: nowIso() })
    .where('id', '=', cartId)
    .execute();
}

export async function touchCart(db: Executor, cartId: number): Promise<void> {
  await updateCart(db, cartId, {});
}

/** SELECT ... FOR UPDATE (PostgreSQL only; SQLite serialises writers anyway). */
export async function lockCart(db: Executor, cartId: number): Promise<void> {
  await db.selectFrom('cart').select('id').where('id', '=', cartId).forUpdate().execute();
}

export async function deleteCart(db: Executor, cartId: number): Promise<void> {
  await db.deleteFrom('cart').where('id', '=', cartId).execute();
}

export async function cartLines(db: Executor, cartId: number): Promise<CartLineRow[]> {
  return (await db.executeQuery(compiledQueries(db).cartLines(cartId))).rows;
}

/** Sets a line's quantity, creating the line when it is new. */
export async function putLine(
  db: Executor,
  line: { cart_id: number; artwork_id: number; color: string; size: string; quantity: number },
): Promise<void> {
  await db
    .insertInto('cart_line')
    .values(line)
    .onConflict((oc) =>
      oc
        .columns(['cart_id', 'artwork_id', 'color', 'size'])
        .doUpdateSet({ quantity: (eb) => eb.ref('excluded.quantity') }),
    )
    .execute();
}

export async function setLineQuantity(db: Executor, lineId: number, quantity: number): Promise<void> {
  await db.updateTable('cart_line').set({ quantity }).where('id', '=', lineId).execute();
}

export async function deleteLines(db: Executor, lineIds: number[]): Promise<void> {
  if (lineIds.length === 0) return;
  await db.deleteFrom('cart_line').where('id', 'in', lineIds).execute();
}

export async function deleteAllLines(db: Executor, cartId: number): Promise<void> {
  await db.deleteFrom('cart_line').where('cart_id', '=', cartId).execute();
}
