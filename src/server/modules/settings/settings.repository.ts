import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../db/client.ts';
import type { CurrencyTable } from '../../db/schema.ts';

export function allSettings(db: Executor) {
  return db.selectFrom('setting').selectAll().execute();
}

export async function upsertSetting(db: Executor, key: string, value: string): Promise<void> {
  await db
    .insertInto('setting')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

export function allCurrencies(db: Executor) {
  return db.selectFrom('currency').selectAll().orderBy('position').orderBy('code').execute();
}

export async function upsertCurrency(db: Executor, row: Insertable<CurrencyTable>): Promise<void> {
  const { code: _code, ...rest } = row;
  await db
    .insertInto('currency')
    .values(row)
    .onConflict((oc) => oc.column('code').doUpdateSet(rest))
    .execute();
}

export function findCurrency(db: Executor, code: string) {
  return db.selectFrom('currency').selectAll().where('code', '=', code).executeTakeFirst();
}

export async function insertCurrency(db: Executor, row: Insertable<CurrencyTable>): Promise<void> {
  await db.insertInto('currency').values(row).execute();
}

export async function updateCurrency(db: Executor, code: string, changes: Updateable<CurrencyTable>): Promise<void> {
  await db.updateTable('currency').set(changes).where('code', '=', code).execute();
}

export async function deleteCurrency(db: Executor, code: string): Promise<void> {
  await db.deleteFrom('currency').where('code', '=', code).execute();
}

export async function lastCurrencyPosition(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('currency')
    .select((eb) => eb.fn.max('position').as('position'))
    .executeTakeFirst();
  return row?.position === null || row?.position === undefined ? -1 : Number(row.position);
}
