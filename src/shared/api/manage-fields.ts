import { z } from 'zod';
import { paging as pagingOf } from './list-query.ts';

/**
 * What the back office's schemas (manage-*.ts) are built from: ids, texts, links, dates, paging
 * and the stamp of a loaded record.
 */

/** `search` of the back office's lists: a few words matched anywhere in the list's searched fields. */
export const searchTerm = z.string().trim().max(100, 'must be at most 100 characters').optional();

/* ------------------------------------------------------------------------------------------------
 * Content management: everything the storefront shows (docs/product.md#the-product, #artworks,
 * #uploads-and-rich-text). Editors and owners may use these, except settings and currencies (owner only).
 *
 * Conventions: ids are positive integers; money is integer baisa (1 OMR = 1000); dates are
 * 'YYYY-MM-DD'; rich text (descriptions, page texts, card bodies) is HTML that the server sanitises
 * when it saves it. A PUT replaces the fields it carries; fields left out keep their value, `null`
 * clears a field, and a list sent (images, variations, categories, ...) replaces the whole list.
 * ---------------------------------------------------------------------------------------------- */

const MAX_INT = 2_147_483_647;
/** The highest price or amount the database keeps: 2 000 000 OMR. */
export const MAX_BAISA = 2_000_000_000;

export const wholeNumber = (what = 'must be a whole number') => z.number({ error: 'must be a number' }).int(what);
export const recordId = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .positive('must be positive')
  .max(MAX_INT, 'is not a known id');
/** A reference to another record (media, artist, artwork, exhibition) in a JSON body. */
export const refId = wholeNumber().positive('must be positive').max(MAX_INT, 'is not a known id');

/** A list of records sent whole (cards, home sections), where each existing one names its id once. */
export function idsListedOnce(items: readonly { id?: number | undefined }[], ctx: z.RefinementCtx): void {
  const seen = new Set<number>();
  items.forEach((item, i) => {
    if (item.id === undefined) return;
    if (seen.has(item.id)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: 'is listed twice' });
    seen.add(item.id);
  });
}

/** `/:id` of every back-office record. */
export const idParams = z.object({ id: recordId });

/** Free text on one line, possibly empty. */
export const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
/** Optional text where '' means "none" (stored as null). */
export const optionalText = (max: number) =>
  text(max)
    .nullable()
    .transform((v) => (v ? v : null));
/** HTML written in the back office; sanitised on save. */
export const richText = (max = 100_000) => z.string().max(max, `must be at most ${max} characters`);

const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A URL slug; '' asks the server to make one from the name (unique, with a -2, -3 suffix when taken). */
export const editableSlug = z
  .string()
  .trim()
  .toLowerCase()
  .max(160, 'must be at most 160 characters')
  .refine((v) => v === '' || SLUG_RE.test(v), 'must be lowercase letters, digits and dashes');

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};
/** An absolute http(s) URL. */
export const httpUrl = z
  .string()
  .trim()
  .max(1000, 'must be at most 1000 characters')
  .refine(isHttpUrl, 'must be an http(s) URL');
/** An http(s) URL, or '' for none. */
export const httpUrlOrEmpty = z
  .string()
  .trim()
  .max(1000, 'must be at most 1000 characters')
  .refine((v) => v === '' || isHttpUrl(v), 'must be an http(s) URL or empty');
/** Where a card or a home section links to: a path of this site (/arts) or an http(s) URL. */
export const siteLink = z
  .string()
  .trim()
  .max(1000, 'must be at most 1000 characters')
  .refine((v) => /^\/(?![/\\])/.test(v) || isHttpUrl(v), 'must be a path starting with / or an http(s) URL');
export const isoDate = z.iso.date('must be a date YYYY-MM-DD');

export const distinct = <T>(values: readonly T[]) => new Set(values).size === values.length;
export const idList = (max: number) =>
  z.array(refId).max(max, `must list at most ${max}`).refine(distinct, 'must not list the same id twice');

export const paging = pagingOf(50);
export const queryFlag = z.enum(['true', 'false'], { error: 'must be true or false' }).transform((v) => v === 'true');

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ result: z.array(item), page: z.number().int(), per_page: z.number().int(), total: z.number().int() });

/**
 * `updated_at` in an edit (artworks, artists, exhibitions, press, pages, the home page): the record's stamp as the
 * form loaded it. The save is refused (409) when the record changed since, so a form opened before
 * a colleague's save, or a sale, cannot overwrite it unseen. Left out, the save goes through.
 */
export const loadedStamp = { updated_at: z.string().max(40, 'must be at most 40 characters').optional() };

/** The answer of a back-office action that only confirms. */
export const manageMessage = z.object({ message: z.string() });
