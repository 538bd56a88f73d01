import type { Insertable } from 'kysely';
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
