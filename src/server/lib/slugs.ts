import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { Executor } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { slugify as slugWords } from '#shared/slugs.ts';

/** Slugs are what the storefront's URLs carry (/arts/{product_slug}, /artist/{artist_slug}): lowercase words and dashes. */
export const SLUG_MAX = 160;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A slug made of a name (the shared rule of src/shared/slugs.ts), cut at a word boundary. A name in another script (Arabic) gives no letters at all, so it falls back
 * to `fallback` plus a short stable hash of the name, which keeps different names apart.
 */
export function slugify(text: string, fallback = 'item', max = SLUG_MAX - 10): string {
  const slug = slugWords(text);
  if (slug) return cut(slug, max);
  const digest = crypto.createHash('sha256').update(text.trim()).digest('hex').slice(0, 8);
  return `${fallback}-${digest}`;
}

function cut(slug: string, max: number): string {
  if (slug.length <= max) return slug;
  const head = slug.slice(0, max);
  const lastDash = head.lastIndexOf('-');
  return (lastDash > max / 2 ? head.slice(0, lastDash) : head).replace(/-+$/, '');
}

/**
 * The first free slug among `base`, `base-2`, `base-3`, ... `isTaken` answers for a batch of
 * candidates at once, so a crowded name costs one query, not one per suffix.
 */
export async function firstFreeSlug(
  base: string,
  isTaken: (candidates: string[]) => Promise<Set<string>>,
): Promise<string> {
  for (let start = 1; start < 10_000; start += 50) {
    const candidates = Array.from({ length: 50 }, (_, i) => (start + i === 1 ? base : `${base}-${start + i}`));
    const taken = await isTaken(candidates);
    const free = candidates.find((c) => !taken.has(c));
    if (free) return free;
  }
  return `${base}-${crypto.randomBytes(4).toString('hex')}`;
}

/** True for a unique-key violation on either engine (the slug race between two saves at once). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** A kind of record with a slug of its own: the column that holds it, and what the record is called. */
export interface SlugOwner {
  table: 'artist' | 'artwork' | 'exhibition';
  field: 'artist_slug' | 'product_slug' | 'exhibition_slug';
  thing: string;
}

/** The 409 for a slug that another record of the same kind already has, naming the field. */
export function slugTaken({ field, thing }: SlugOwner): AppError {
  const message = `is already used by another ${thing}`;
  return new AppError('conflict', `${field}: ${message}`, [{ field, message }]);
}

/** Which of these slugs records of the owner's kind, other than `exceptId`, already use. */
export async function takenSlugs(
  db: Executor,
  { table, field }: SlugOwner,
  candidates: readonly string[],
  exceptId?: number,
): Promise<Set<string>> {
  if (candidates.length === 0) return new Set();
  const { rows } = await sql<{ slug: string }>`
    select ${sql.ref(field)} as slug from ${sql.table(table)}
    where ${sql.ref(field)} in (${sql.join(candidates)})${exceptId === undefined ? sql`` : sql` and id <> ${exceptId}`}`.execute(
    db,
  );
  return new Set(rows.map((row) => row.slug));
}

/**
 * The slug to save: the one staff typed (a 409 when another record has it) or the first free one made
 * of the record's name. `isTaken` is the owner's repository's `takenSlugs`, inside the save's transaction.
 */
export async function slugToSave(
  owner: SlugOwner,
  wanted: string,
  name: string,
  isTaken: (candidates: string[]) => Promise<Set<string>>,
): Promise<string> {
  if (wanted) {
    if ((await isTaken([wanted])).has(wanted)) throw slugTaken(owner);
    return wanted;
  }
  return firstFreeSlug(slugify(name, owner.thing), isTaken);
}
