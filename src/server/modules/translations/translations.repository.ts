import { sql, type SqlBool } from 'kysely';
import type { Executor } from '../../db/client.ts';

/** The only code that queries `content_translations` (translations module). */

export interface TranslationRow {
  entity: string;
  entity_id: string;
  locale: string;
  field: string;
  value: string;
  updated_at: string;
}

/** Every language of one record. */
export function translationsOfRecord(db: Executor, entity: string, entityId: string): Promise<TranslationRow[]> {
  return db
    .selectFrom('content_translations')
    .selectAll()
    .where('entity', '=', entity)
    .where('entity_id', '=', entityId)
    .orderBy('locale')
    .orderBy('field')
    .execute();
}

/**
 * One language of many records of several kinds, in one query: `refs` maps an entity to the ids
 * wanted. Callers pass only non-empty id lists.
 */
export function translationsInLocale(
  db: Executor,
  locale: string,
  refs: ReadonlyMap<string, readonly string[]>,
): Promise<Pick<TranslationRow, 'entity' | 'entity_id' | 'field' | 'value'>[]> {
  return db
    .selectFrom('content_translations')
    .select(['entity', 'entity_id', 'field', 'value'])
    .where('locale', '=', locale)
    .where((eb) =>
      eb.or([...refs].map(([entity, ids]) => eb.and([eb('entity', '=', entity), eb('entity_id', 'in', [...ids])]))),
    )
    .execute();
}

/** The records of one kind whose field reads `value` in some language (compared without case). */
export async function recordsWithValue(db: Executor, entity: string, field: string, value: string): Promise<string[]> {
  const rows = await db
    .selectFrom('content_translations')
    .select('entity_id')
    .distinct()
    .where('entity', '=', entity)
    .where('field', '=', field)
    .where((eb) => eb(eb.fn('lower', ['value']), '=', eb.fn('lower', [eb.val(value)])))
    .execute();
  return rows.map((r) => r.entity_id);
}

/**
 * The records of one kind whose `fields` contain `term` in one language. Compared lower-cased and
 * also as typed: SQLite lower-cases only ASCII, so 'öl' must still find 'Öl' written as 'öl'.
 */
export async function recordsContaining(
  db: Executor,
  entity: string,
  fields: readonly string[],
  locale: string,
  term: string,
): Promise<string[]> {
  const escaped = term.replace(/[\\%_]/g, (c) => `\\${c}`);
  const lowered = `%${escaped.toLowerCase()}%`;
  const typed = `%${escaped}%`;
  const rows = await db
    .selectFrom('content_translations')
    .select('entity_id')
    .distinct()
    .where('entity', '=', entity)
    .where('locale', '=', locale)
    .where('field', 'in', [...fields])
    .where((eb) =>
      eb.or([sql<SqlBool>`lower(value) like ${lowered} escape '\\'`, sql<SqlBool>`value like ${typed} escape '\\'`]),
    )
    .execute();
  return rows.map((r) => r.entity_id);
}

/** Replaces one language of one record by `values` (field → non-empty value). */
export async function replaceLocaleOfRecord(
  db: Executor,
  entity: string,
  entityId: string,
  locale: string,
  values: Readonly<Record<string, string>>,
  now: string,
): Promise<void> {
  await db
    .deleteFrom('content_translations')
    .where('entity', '=', entity)
    .where('entity_id', '=', entityId)
    .where('locale', '=', locale)
    .execute();
  const rows = Object.entries(values).map(([field, value]) => ({
    entity,
    entity_id: entityId,
    locale,
    field,
    value,
    updated_at: now,
  }));
  if (rows.length > 0) await db.insertInto('content_translations').values(rows).execute();
}

/** Removes every language of one record. */
export async function deleteTranslationsOfRecord(db: Executor, entity: string, entityId: string): Promise<number> {
  const result = await db
    .deleteFrom('content_translations')
    .where('entity', '=', entity)
    .where('entity_id', '=', entityId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
