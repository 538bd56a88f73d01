import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb, testEngine, type TestDb } from '#tests/setup/test-app.ts';
import { invalidateSettings, getSettings, updateSettings } from './settings.service.ts';
import * as repo from './settings.repository.ts';

let t: TestDb;
beforeEach(async () => {
  t = await createTestDb();
});
afterEach(async () => t.close());

describe('updateSettings', () => {
  it('writes the keys it is given and only those, keeping every other', async () => {
    const rates = { oman: 1_000, gcc: 2_000, world: 3_000 };
    await updateSettings(t.db, { company_name: 'Dar Al Funoon', shipping_rates: rates });
    await updateSettings(t.db, { phone: '+968 9000 0000' });
    expect(await getSettings(t.db)).toMatchObject({
      company_name: 'Dar Al Funoon',
      shipping_rates: rates,
      phone: '+968 9000 0000',
    });
    // zod 4 gives the keys a partial shape leaves out their defaults: none of those may be written.
    expect((await repo.allSettings(t.db)).map((row) => row.key).sort()).toEqual([
      'company_name',
      'phone',
      'shipping_rates',
    ]);
  });

  it('refuses a value its key does not allow, writing nothing', async () => {
    await expect(updateSettings(t.db, { phone: 'fine', tax_rate: 'five' })).rejects.toThrow();
    expect(await repo.allSettings(t.db)).toEqual([]);
  });
});

describe('the cached settings', () => {
  it('are read once and shared, frozen, until something changes them', async () => {
    const first = await getSettings(t.db);
    expect(await getSettings(t.db)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first.shipping_rates)).toBe(true);
    expect(() => first.payment_methods.push('cod')).toThrow(TypeError);
  });

  it('are invalidated by any write to the table, not only through this module', async () => {
    expect((await getSettings(t.db)).phone).toBe('+968 2469 1234');
    // As a script or a seed writes: the database's write reports reach the cached settings.
    await repo.upsertSetting(t.db, 'phone', JSON.stringify('+968 9000 0000'));
    expect((await getSettings(t.db)).phone).toBe('+968 9000 0000');
    await updateSettings(t.db, { company_name: 'Dar Al Funoon' });
    expect((await getSettings(t.db)).company_name).toBe('Dar Al Funoon');
  });

  it('are read afresh inside a transaction, and invalidated once it has committed', async () => {
    await getSettings(t.db);
    await t.db.transaction().execute(async (tx) => {
      await updateSettings(tx, { tax_rate: '7' });
      // The transaction sees its own change.
      expect((await getSettings(tx)).tax_rate).toBe('7');
      // On PostgreSQL another connection still reads the old rate until the commit, and keeps it.
      if (testEngine === 'postgres') expect((await getSettings(t.db)).tax_rate).toBe('5');
    });
    invalidateSettings(t.db);
    expect((await getSettings(t.db)).tax_rate).toBe('7');
  });

  it('are cached per database', async () => {
    const other = await createTestDb();
    try {
      await updateSettings(other.db, { company_name: 'Another gallery' });
      expect((await getSettings(t.db)).company_name).toBe('Bait Al Fann Gallery');
      expect((await getSettings(other.db)).company_name).toBe('Another gallery');
    } finally {
      await other.close();
    }
  });

  it('do not cache a failed read', async () => {
    const broken = await createTestDb();
    await broken.db.schema.dropTable('setting').execute();
    await expect(getSettings(broken.db)).rejects.toThrow();
    await broken.db.schema
      .createTable('setting')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();
    expect((await getSettings(broken.db)).company_name).toBe('Bait Al Fann Gallery');
    await broken.close();
  });
});
