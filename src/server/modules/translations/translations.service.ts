import type { Db, Executor } from '../../db/client.ts';
import { AppError, type FieldError } from '../../errors.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import type { ContentLocale } from '#shared/languages.ts';
import type { StaffMember } from '#shared/api/manage.ts';
import {
  translatableFields,
  translationLocales,
  type TranslatableEntity,
  type TranslatableField,
  type TranslationLocale,
  type TranslationsAnswer,
  type TranslationsBody,
} from '#shared/api/translations.ts';
import { recordAudit } from '../audit/audit.service.ts';
import * as repo from './translations.repository.ts';
import { refuseIfChangedSince, takeInTurn } from '../../lib/stale-saves.ts';

/**
 * Back-office content in French, German and Arabic (ADR 005). English stays in each record's own
 * table; this module keeps the other languages and lays them over the storefront's answers.
 */

export type TranslatedValues<E extends TranslatableEntity> = Partial<Record<TranslatableField<E>, string>>;

/**
 * The translations of one storefront answer. While a service builds the answer it `add`s each
 * record it shows with a function that writes the translated fields into the answer; `apply` then
 * reads every one of them in one query and calls those functions. In English nothing is read.
 */
export interface ContentTranslator {
  readonly locale: ContentLocale;
  add<E extends TranslatableEntity>(entity: E, id: string | number, write: (values: TranslatedValues<E>) => void): void;
  apply(): Promise<void>;
  /**
   * The ids of the records of `entity` whose `fields` contain `term` in this language, so that a
   * visitor searches in the words they read. In English nothing is read (the records' own columns are).
   */
  matching<E extends TranslatableEntity>(
    entity: E,
    fields: readonly TranslatableField<E>[],
    term: string,
  ): Promise<string[]>;
}

export function contentTranslator(db: Executor, locale: ContentLocale): ContentTranslator {
  let pending: { entity: string; id: string; write: (values: Record<string, string>) => void }[] = [];
  return {
    locale,
    matching(entity, fields, term) {
      if (locale === 'en' || fields.length === 0) return Promise.resolve([]);
      return repo.recordsContaining(db, entity, fields, locale, term);
    },
    add(entity, id, write) {
      if (locale === 'en') return;
      pending.push({ entity, id: String(id), write: write as (values: Record<string, string>) => void });
    },
    async apply() {
      const wanted = pending;
      pending = [];
      if (wanted.length === 0) return;
      const refs = new Map<string, Set<string>>();
      for (const { entity, id } of wanted) refs.set(entity, (refs.get(entity) ?? new Set()).add(id));
      const rows = await repo.translationsInLocale(
        db,
        locale,
        new Map([...refs].map(([entity, ids]) => [entity, [...ids]])),
      );
      const byRecord = new Map<string, Record<string, string>>();
      for (const row of rows) {
        const key = `${row.entity}:${row.entity_id}`;
        const values = byRecord.get(key) ?? {};
        if (row.value !== '') values[row.field] = row.value;
        byRecord.set(key, values);
      }
      for (const { entity, id, write } of wanted) {
        const values = byRecord.get(`${entity}:${id}`);
        if (values) write(values);
      }
    },
  };
}

/* ---------- Back office ---------- */

type EnglishValues = Record<string, string>;

/**
 * How the module that owns a translatable record reads its English values: undefined when there is
 * no such record. The owning modules register theirs (modules/index.ts) rather than being imported
 * here, because they import this module to lay translations over their own answers.
 */
export type EnglishValuesOf = (db: Executor, id: string) => Promise<EnglishValues | undefined>;

const englishSources = new Map<TranslatableEntity, EnglishValuesOf>();

/** Lets the back office translate records of `entity`, whose English values `englishOf` reads. */
export function registerTranslatable(entity: TranslatableEntity, englishOf: EnglishValuesOf): void {
  englishSources.set(entity, englishOf);
}

/** An `EnglishValuesOf` for records whose ids are numbers: any other id names no record. */
export function byNumericId(read: (db: Executor, id: number) => Promise<EnglishValues | undefined>): EnglishValuesOf {
  return async (db, id) => (/^\d{1,12}$/.test(id) ? read(db, Number(id)) : undefined);
}

/** The English values of a record's translatable fields, or undefined when there is no such record. */
async function englishOf(db: Executor, entity: TranslatableEntity, id: string): Promise<EnglishValues | undefined> {
  const source = englishSources.get(entity);
  if (!source) throw new Error(`No module registered the translatable ${entity}`);
  return source(db, id);
}

function notFound(entity: TranslatableEntity): AppError {
  const what = entity.replace('_', ' ');
  return new AppError('not_found', `No ${what} has this id`, [{ field: 'id', message: `no ${what} has this id` }]);
}

/** One record's translatable fields with their English values and the French, German and Arabic ones. */
export async function translationsOf(
  db: Executor,
  entity: TranslatableEntity,
  id: string,
): Promise<TranslationsAnswer> {
  const english = await englishOf(db, entity, id);
  if (!english) throw notFound(entity);
  const rows = await repo.translationsOfRecord(db, entity, id);
  const values: TranslationsAnswer['values'] = { fr: {}, de: {}, ar: {} };
  let updated: string | null = null;
  for (const row of rows) {
    if (!(translationLocales as readonly string[]).includes(row.locale)) continue;
    values[row.locale as TranslationLocale][row.field] = row.value;
    if (updated === null || row.updated_at > updated) updated = row.updated_at;
  }
  const fields = Object.entries(translatableFields[entity]).map(([name, spec]) => ({
    name,
    kind: spec.kind,
    max: spec.max,
    english: english[name] ?? '',
  }));
  return { entity, id, fields, values, updated_at: updated };
}

/**
 * Saves the languages sent: each replaces that language's old values (a field left out or '' has
 * no translation, so the storefront shows English). Rich text is sanitised like the English is.
 */
export async function saveTranslations(
  db: Db,
  staff: StaffMember,
  entity: TranslatableEntity,
  id: string,
  body: TranslationsBody,
): Promise<TranslationsAnswer> {
  const fields: Record<string, { kind: string; max: number }> = translatableFields[entity];
  const errors: FieldError[] = [];
  const clean: Partial<Record<TranslationLocale, Record<string, string>>> = {};
  for (const locale of translationLocales) {
    const sent = body[locale];
    if (!sent) continue;
    const kept: Record<string, string> = {};
    for (const [field, raw] of Object.entries(sent)) {
      const spec = Object.hasOwn(fields, field) ? fields[field] : undefined;
      if (!spec) {
        errors.push({
          field: `${locale}.${field}`,
          message: `is not a translatable field of a ${entity.replace('_', ' ')} (${Object.keys(fields).join(', ')})`,
        });
        continue;
      }
      if (raw.length > spec.max) {
        errors.push({ field: `${locale}.${field}`, message: `must be at most ${spec.max} characters` });
        continue;
      }
      const value = spec.kind === 'rich' ? sanitizeRichText(raw).trim() : raw.trim();
      if (value !== '') kept[field] = value;
    }
    clean[locale] = kept;
  }
  if (errors.length > 0) throw new AppError('invalid', `${errors[0]!.field}: ${errors[0]!.message}`, errors);
  if (!(await englishOf(db, entity, id))) throw notFound(entity);

  await db.transaction().execute(async (tx) => {
    // Two colleagues saving the same record's translations at once: the second reads the first's stamp.
    await takeInTurn(tx, `translations:${entity}:${id}`);
    if (body.updated_at !== undefined) {
      const stamps = (await repo.translationsOfRecord(tx, entity, id)).map((row) => row.updated_at);
      const current = stamps.reduce<string | null>(
        (latest, at) => (latest === null || at > latest ? at : latest),
        null,
      );
      refuseIfChangedSince(body.updated_at, current, 'translation');
    }
    const now = new Date().toISOString();
    const summary: string[] = [];
    for (const locale of translationLocales) {
      const values = clean[locale];
      if (!values) continue;
      await repo.replaceLocaleOfRecord(tx, entity, id, locale, values, now);
      summary.push(`${locale}: ${Object.keys(values).join(', ') || 'none'}`);
    }
    await recordAudit(tx, {
      staff,
      action: `${entity}.translate`,
      entity,
      entityId: id,
      detail: `Saved the translations of the ${entity.replace('_', ' ')} ${id}${summary.length ? ` (${summary.join('; ')})` : ''}`,
    });
  });
  return translationsOf(db, entity, id);
}

/** The ids of the records whose translated `field` reads `value` in French, German or Arabic. */
export function recordsTranslatedAs<E extends TranslatableEntity>(
  db: Executor,
  entity: E,
  field: TranslatableField<E>,
  value: string,
): Promise<string[]> {
  return repo.recordsWithValue(db, entity, field, value);
}

/**
 * Removes a record's translations; a module deleting a record calls it inside its transaction.
 * Left behind they would do no harm (they are read only by the ids of records that exist, and ids
 * are never reused) but nothing would ever read them.
 */
export function forgetTranslations(db: Executor, entity: TranslatableEntity, id: string | number): Promise<number> {
  return repo.deleteTranslationsOfRecord(db, entity, String(id));
}
