import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import type { CurrencyTable } from '../../db/schema.ts';
import { AppError, type FieldError } from '../../errors.ts';
import { BASE_CURRENCY, OMR } from '#shared/money.ts';
import type {
  currencyBody,
  currencyListQuery,
  ManagedCurrency,
  ManagedSettings,
  newCurrencyBody,
  settingsBody,
  SettingsBody,
  StaffMember,
} from '#shared/api/manage.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { checkMediaReferences, findMediaByIds, managedMediaIn } from '../media/media.service.ts';
import {
  invalidateSettings,
  getSettings,
  listCurrencies,
  updateSettings,
  type SettingKey,
} from './settings.service.ts';
import * as repo from './settings.repository.ts';
import { sortInMemory } from '../../lib/list-page.ts';

/**
 * The gallery's settings and display currencies, for the owner. Prices are kept in OMR, so OMR is
 * always a currency with rate 1 and 3 decimals, and it cannot be removed; nor can the currency the
 * storefront shows by default.
 */

type SettingsChanges = z.output<typeof settingsBody>;
type CurrencyChanges = z.output<typeof currencyBody>;
type NewCurrency = z.output<typeof newCurrencyBody>;

// The contract's settings body must name exactly the keys the settings module keeps.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const settingsKeysInSync: Same<keyof SettingsBody, SettingKey> = true;
void settingsKeysInSync;

export async function settingsForStaff(db: Executor): Promise<ManagedSettings> {
  const s = await getSettings(db);
  const media = await findMediaByIds(db, s.company_logo_id === null ? [] : [s.company_logo_id]);
  return { ...s, company_logo: managedMediaIn(media, s.company_logo_id) };
}

/** The currencies the storefront offers: the table, or OMR alone while staff have added none. */
async function effectiveCurrencies(db: Executor): Promise<Omit<CurrencyTable, never>[]> {
  const rows = await listCurrencies(db);
  return rows.length > 0 ? rows : [{ ...OMR, position: 0 }];
}

export async function saveSettings(db: Db, staff: StaffMember, changes: SettingsChanges): Promise<ManagedSettings> {
  const errors: FieldError[] = await checkMediaReferences(db, [
    { field: 'company_logo_id', id: changes.company_logo_id, kind: 'image' },
  ]);
  if (changes.default_currency !== undefined) {
    const codes = (await effectiveCurrencies(db)).map((c) => c.code);
    if (!codes.includes(changes.default_currency)) {
      errors.push({ field: 'default_currency', message: `must be one of the currencies: ${codes.join(', ')}` });
    }
  }
  if (errors.length > 0) throw new AppError('invalid', `${errors[0]!.field}: ${errors[0]!.message}`, errors);
  await db.transaction().execute(async (tx) => {
    const before = await getSettings(tx);
    // The zones a save leaves out keep their rates.
    const next = {
      ...changes,
      ...(changes.shipping_rates
        ? { shipping_rates: { ...before.shipping_rates, ...definedOnly(changes.shipping_rates) } }
        : {}),
      ...(changes.export_tax_rates
        ? { export_tax_rates: { ...before.export_tax_rates, ...definedOnly(changes.export_tax_rates) } }
        : {}),
    };
    const changed = (Object.keys(next) as SettingKey[]).filter(
      (key) => next[key] !== undefined && JSON.stringify(next[key]) !== JSON.stringify(before[key]),
    );
    if (changed.length === 0) return;
    await updateSettings(tx, Object.fromEntries(changed.map((key) => [key, next[key]])));
    await recordAudit(tx, {
      staff,
      action: 'settings.update',
      entity: 'setting',
      entityId: null,
      detail: `Changed settings: ${changed.join(', ')}`,
    });
  });
  invalidateSettings(db);
  return settingsForStaff(db);
}

const definedOnly = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

/* ---------- Currencies ---------- */

function toManaged(c: CurrencyTable, defaultCode: string): ManagedCurrency {
  return {
    code: c.code,
    symbol: c.symbol,
    name: c.name,
    rate: c.rate,
    decimals: c.decimals,
    position: c.position,
    is_base: c.code === BASE_CURRENCY,
    is_default: c.code === defaultCode,
  };
}

const CURRENCY_SORTS = {
  position: (c: ManagedCurrency) => c.position,
  code: (c: ManagedCurrency) => c.code,
  name: (c: ManagedCurrency) => c.name.toLowerCase(),
};

/** The few currencies, by default in menu order (position, then code). */
export async function listCurrenciesForStaff(
  db: Executor,
  sort: z.output<typeof currencyListQuery> = { sort: 'position', order: 'asc' },
): Promise<ManagedCurrency[]> {
  const [rows, settings] = await Promise.all([effectiveCurrencies(db), getSettings(db)]);
  const currencies = rows.map((c) => toManaged(c, settings.default_currency));
  return sortInMemory(currencies, CURRENCY_SORTS, (c) => c.code, sort.sort, sort.order);
}

async function currencyForStaff(db: Executor, code: string): Promise<ManagedCurrency> {
  const all = await listCurrenciesForStaff(db);
  return all.find((c) => c.code === code)!;
}

/** '002.50' → '2.50': the rate as typed, without leading zeros. */
const normalRate = (rate: string) => rate.replace(/^0+(?=\d)/, '');

function checkBase(code: string, changes: { rate: string; decimals: number }) {
  if (code !== BASE_CURRENCY) return;
  const errors: FieldError[] = [];
  if (Number(changes.rate) !== 1) errors.push({ field: 'rate', message: 'must be 1: prices are kept in OMR' });
  if (changes.decimals !== OMR.decimals)
    errors.push({ field: 'decimals', message: `must be ${OMR.decimals} for the rial (1000 baisa)` });
  if (errors.length > 0) throw new AppError('invalid', `${errors[0]!.field}: ${errors[0]!.message}`, errors);
}

/** Writes OMR into the table the first time staff touch currencies, so the base stays offered. */
async function ensureBase(tx: Executor): Promise<void> {
  if (await repo.findCurrency(tx, BASE_CURRENCY)) return;
  await repo.insertCurrency(tx, { ...OMR, position: 0 });
}

export async function createCurrency(db: Db, staff: StaffMember, body: NewCurrency): Promise<ManagedCurrency> {
  checkBase(body.code, body);
  await db.transaction().execute(async (tx) => {
    if (body.code !== BASE_CURRENCY) await ensureBase(tx);
    if (await repo.findCurrency(tx, body.code)) {
      throw new AppError('conflict', `code: ${body.code} is already a currency`, [
        { field: 'code', message: 'is already a currency' },
      ]);
    }
    const position = body.position ?? (await repo.lastCurrencyPosition(tx)) + 1;
    await repo.insertCurrency(tx, {
      code: body.code,
      symbol: body.symbol,
      name: body.name,
      rate: normalRate(body.rate),
      decimals: body.decimals,
      position,
    });
    await recordAudit(tx, {
      staff,
      action: 'currency.create',
      entity: 'currency',
      entityId: body.code,
      detail: `Added ${body.code} (${body.name}) at ${normalRate(body.rate)} per OMR`,
    });
  });
  return currencyForStaff(db, body.code);
}

export async function updateCurrency(
  db: Db,
  staff: StaffMember,
  code: string,
  changes: CurrencyChanges,
): Promise<ManagedCurrency> {
  checkBase(code, changes);
  await db.transaction().execute(async (tx) => {
    if (code === BASE_CURRENCY) await ensureBase(tx);
    const current = await repo.findCurrency(tx, code);
    if (!current) throw AppError.notFound('Currency');
    const next = {
      symbol: changes.symbol,
      name: changes.name,
      rate: normalRate(changes.rate),
      decimals: changes.decimals,
      position: changes.position ?? current.position,
    };
    const changed = (Object.keys(next) as (keyof typeof next)[]).filter((k) => next[k] !== current[k]);
    if (changed.length === 0) return;
    await repo.updateCurrency(tx, code, next);
    await recordAudit(tx, {
      staff,
      action: 'currency.update',
      entity: 'currency',
      entityId: code,
      detail: `Changed ${code}: ${changed.map((k) => `${k} ${String(current[k])} → ${String(next[k])}`).join(', ')}`,
    });
  });
  return currencyForStaff(db, code);
}

export async function deleteCurrency(db: Db, staff: StaffMember, code: string): Promise<void> {
  if (code === BASE_CURRENCY) {
    throw new AppError('conflict', 'OMR cannot be removed: prices are kept in Omani rials.', [
      { field: 'code', message: 'is the base currency' },
    ]);
  }
  await db.transaction().execute(async (tx) => {
    const current = await repo.findCurrency(tx, code);
    if (!current) throw AppError.notFound('Currency');
    const settings = await getSettings(tx);
    if (settings.default_currency === code) {
      throw new AppError(
        'conflict',
        `${code} is the storefront's default currency. Choose another default in the settings first.`,
        [{ field: 'code', message: 'is the default currency' }],
      );
    }
    await repo.deleteCurrency(tx, code);
    await recordAudit(tx, {
      staff,
      action: 'currency.delete',
      entity: 'currency',
      entityId: code,
      detail: `Removed ${code} (${current.name})`,
    });
  });
}
