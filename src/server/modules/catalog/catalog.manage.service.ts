import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import type { Artwork, ArtworkTable } from '../../db/schema.ts';
import { AppError, type FieldError } from '../../errors.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { isUniqueViolation, slugify, slugTaken, slugToSave } from '../../lib/slugs.ts';
import { lockedStamp, refuseIfChangedSince } from '../../lib/stale-saves.ts';
import { discountedPrice } from '#shared/money.ts';
import { NEW_ARTWORK_DEFAULTS } from '#shared/api/manage.ts';
import type {
  ArtworkFields,
  artworkListQuery,
  ArtworkListAnswer,
  artworkUpdateBody,
  ManagedArtwork,
  newArtworkBody,
  StaffMember,
} from '#shared/api/manage.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { forgetTranslations } from '../translations/translations.service.ts';
import { artistRefsByIds, searchArtistIds } from '../artists/artists.service.ts';
import { checkMediaReferences, findMediaByIds, managedMediaIn, managedMediaOf } from '../media/media.service.ts';
import {
  existingExhibitionIds,
  exhibitionRefsOfArtwork,
  setExhibitionsOfArtwork,
} from '../exhibitions/exhibitions.service.ts';
import { thumbnailsOf } from './catalog.service.ts';
import { countPrintStock } from './stock.service.ts';
import * as manageRepo from './catalog.manage.repository.ts';
import * as repo from './catalog.repository.ts';

/**
 * The catalogue as the back office edits it: every artwork, drafts included, with all the fields of
 * docs/product.md#data and docs/product.md#artworks. Each change runs in one transaction with its audit entry; the storefront
 * reads the same tables, so a saved change shows there at once.
 */

type ListQuery = z.output<typeof artworkListQuery>;
type NewArtwork = z.output<typeof newArtworkBody>;
type ArtworkChanges = z.output<typeof artworkUpdateBody>;
/** An artwork as the back office edits it: every field, lists included. */
type ArtworkState = ArtworkFields;

const storefrontUrl = (slug: string) => `/arts/${slug}`;
const nowIso = () => new Date().toISOString();
const toNumber = (value: number | null) => (value === null ? null : Number(value));

export async function listArtworksForStaff(db: Executor, query: ListQuery): Promise<ArtworkListAnswer> {
  const filters: manageRepo.StaffArtworkFilters = {
    status: query.status,
    availability: query.availability,
    artistId: query.artist_id,
  };
  if (query.search) filters.search = { term: query.search, artistIds: await searchArtistIds(db, query.search) };
  const [{ rows, total }, counts] = await Promise.all([
    manageRepo.listArtworksForStaff(db, filters, {
      sort: query.sort,
      order: query.order,
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    }),
    manageRepo.countArtworksByStatus(db),
  ]);
  const [artists, thumbnails] = await Promise.all([
    artistRefsByIds(
      db,
      rows.flatMap((r) => r.artist_id ?? []),
    ),
    thumbnailsOf(db, rows),
  ]);
  return {
    result: rows.map((r) => ({
      id: r.id,
      product_slug: r.product_slug,
      name: r.name,
      artist: r.artist_id === null ? null : artistOf(r.artist_id, artists),
      price: r.price,
      product_price: discountedPrice(r.price, r.discount),
      discount: r.discount,
      stock: r.stock,
      status: r.status,
      availability: r.availability,
      thumbnail: thumbnails.get(r.id) ?? '',
      created_at: r.created_at,
      updated_at: r.updated_at,
    })),
    page: query.page,
    per_page: query.per_page,
    total,
    counts: { all: counts.published + counts.draft, ...counts },
  };
}

function artistOf(id: number, artists: Map<number, { artist_slug: string; full_name: string }>) {
  const artist = artists.get(id);
  return artist ? { id, ...artist } : null;
}

/** Every field of one artwork, any status; undefined when there is no such artwork. */
export async function artworkForStaff(db: Executor, id: number): Promise<ManagedArtwork | undefined> {
  const row = await manageRepo.findArtworkById(db, id);
  if (!row) return undefined;
  const [artists, images, variations, categories, tags, exhibitions] = await Promise.all([
    artistRefsByIds(db, row.artist_id === null ? [] : [row.artist_id]),
    repo.imagesOf(db, [id]),
    repo.variationsOf(db, [id]),
    repo.categoriesOf(db, [id]),
    repo.tagsOf(db, [id]),
    exhibitionRefsOfArtwork(db, id),
  ]);
  const media = await findMediaByIds(db, [
    ...(row.feature_image_id === null ? [] : [row.feature_image_id]),
    ...images.map((i) => i.media_id),
  ]);
  return {
    id: row.id,
    product_slug: row.product_slug,
    storefront_url: storefrontUrl(row.product_slug),
    ...scalarFieldsOf(row),
    artist: row.artist_id === null ? null : artistOf(row.artist_id, artists),
    product_price: discountedPrice(row.price, row.discount),
    sale_count: row.sale_count,
    feature_image: managedMediaIn(media, row.feature_image_id),
    images: images.flatMap((image, position) => {
      const m = media.get(image.media_id);
      return m ? [{ ...managedMediaOf(m), position }] : [];
    }),
    variations: variations.map((v) => ({ color: v.color, sizes: v.size })),
    categories: categories.map((c) => c.name),
    tags: tags.map((t) => t.name),
    exhibitions,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The artwork's own columns as staff edit them: both the answer to staff and the state checked on a change. */
function scalarFieldsOf(row: Artwork) {
  return {
    name: row.name,
    artist_id: row.artist_id,
    sku: row.sku,
    price: row.price,
    discount: row.discount,
    stock: row.stock,
    short_description: row.short_description,
    full_description: row.full_description,
    rating: row.rating,
    medium: row.medium,
    support: row.support,
    width_cm: toNumber(row.width_cm),
    height_cm: toNumber(row.height_cm),
    depth_cm: toNumber(row.depth_cm),
    orientation: row.orientation,
    year: row.year,
    edition_type: row.edition_type,
    edition_size: row.edition_size,
    edition_number: row.edition_number,
    framed: row.framed === 1,
    availability: row.availability,
    affiliate_link: row.affiliate_link,
    is_new: row.is_new === 1,
    status: row.status,
    feature_image_id: row.feature_image_id,
  };
}

async function stateOf(db: Executor, row: Artwork): Promise<ArtworkState> {
  const [images, variations, categories, tags, exhibitions] = await Promise.all([
    repo.imagesOf(db, [row.id]),
    repo.variationsOf(db, [row.id]),
    repo.categoriesOf(db, [row.id]),
    repo.tagsOf(db, [row.id]),
    exhibitionRefsOfArtwork(db, row.id),
  ]);
  return {
    ...scalarFieldsOf(row),
    product_slug: row.product_slug,
    images: images.map((i) => i.media_id),
    variations: variations.map((v) => ({ color: v.color, sizes: v.size })),
    categories: categories.map((c) => c.name),
    tags: tags.map((t) => t.name),
    exhibition_ids: exhibitions.map((e) => e.id),
  };
}

/**
 * The artwork after applying `changes` to `current`, checked as a whole: the rules that tie fields
 * together (editions, the feature image among the images) and every reference to another record.
 * Answers the field errors instead of throwing, so that all of them are reported at once.
 */
async function applyChanges(
  db: Executor,
  current: ArtworkState,
  changes: ArtworkChanges,
): Promise<{ next: ArtworkState; errors: FieldError[] }> {
  const next: ArtworkState = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (value !== undefined) (next as Record<string, unknown>)[key] = value;
  }
  const errors: FieldError[] = [];

  if (next.edition_type === 'limited') {
    if (next.edition_size === null)
      errors.push({ field: 'edition_size', message: 'is required for a limited edition' });
    if (next.edition_number === null)
      errors.push({ field: 'edition_number', message: 'is required for a limited edition' });
    if (next.edition_size !== null && next.edition_number !== null && next.edition_number > next.edition_size) {
      errors.push({ field: 'edition_number', message: `must not be above edition_size (${next.edition_size})` });
    }
  } else {
    for (const field of ['edition_size', 'edition_number'] as const) {
      if (changes[field] !== undefined && changes[field] !== null) {
        errors.push({ field, message: 'applies only to a limited edition' });
      }
      next[field] = null;
    }
  }

  if (changes.images !== undefined || changes.feature_image_id !== undefined) {
    // New images without a word about the feature image: keep it if it is still there, else use the first.
    if (
      changes.feature_image_id === undefined &&
      next.feature_image_id !== null &&
      !next.images.includes(next.feature_image_id)
    ) {
      next.feature_image_id = null;
    }
    if (next.feature_image_id !== null && !next.images.includes(next.feature_image_id)) {
      errors.push({ field: 'feature_image_id', message: "must be one of the artwork's images" });
    }
  }
  // No feature image chosen: the first image is it, as the editor labels it. Stored, not worked out
  // by each reader, so the cart, an order's line, the share image and the cards all show the same.
  if (next.feature_image_id === null && next.images.length > 0) next.feature_image_id = next.images[0]!;
  if (changes.images !== undefined) {
    errors.push(
      ...(await checkMediaReferences(
        db,
        changes.images.map((id, i) => ({ field: `images.${i}`, id, kind: 'image' as const })),
      )),
    );
  }
  if (changes.artist_id !== undefined && changes.artist_id !== null) {
    const found = await artistRefsByIds(db, [changes.artist_id]);
    if (!found.has(changes.artist_id))
      errors.push({ field: 'artist_id', message: `no artist has the id ${changes.artist_id}` });
  }
  if (changes.exhibition_ids !== undefined && changes.exhibition_ids.length > 0) {
    const known = await existingExhibitionIds(db, changes.exhibition_ids);
    changes.exhibition_ids.forEach((id, i) => {
      if (!known.has(id)) errors.push({ field: `exhibition_ids.${i}`, message: `no exhibition has the id ${id}` });
    });
  }
  if (changes.full_description !== undefined) next.full_description = sanitizeRichText(changes.full_description);
  return { next, errors };
}

function refuse(errors: FieldError[]): never {
  const first = errors[0]!;
  throw new AppError('invalid', `${first.field}: ${first.message}`, errors);
}

/** The slug to save: the one staff typed (409 when another artwork has it) or a free one made from the name. */
const resolveSlug = (db: Executor, wanted: string, name: string, exceptId?: number) =>
  slugToSave(manageRepo.ARTWORK_SLUG, wanted, name, (candidates) =>
    manageRepo.takenArtworkSlugs(db, candidates, exceptId),
  );

function columnsOf(s: ArtworkState) {
  return {
    product_slug: s.product_slug,
    name: s.name,
    artist_id: s.artist_id,
    sku: s.sku,
    price: s.price,
    discount: s.discount,
    stock: s.stock,
    short_description: s.short_description,
    full_description: s.full_description,
    rating: s.rating,
    medium: s.medium,
    support: s.support,
    width_cm: s.width_cm,
    height_cm: s.height_cm,
    depth_cm: s.depth_cm,
    orientation: s.orientation,
    year: s.year,
    edition_type: s.edition_type,
    edition_size: s.edition_size,
    edition_number: s.edition_number,
    framed: s.framed ? 1 : 0,
    availability: s.availability,
    affiliate_link: s.affiliate_link,
    feature_image_id: s.feature_image_id,
    is_new: s.is_new ? 1 : 0,
    status: s.status,
  } satisfies Partial<Record<keyof ArtworkTable, unknown>>;
}

/** Category or tag names as terms, one per slug (the first spelling wins). */
function termsOf(names: readonly string[], kind: 'category' | 'tag') {
  const bySlug = new Map<string, { slug: string; name: string }>();
  for (const name of names) {
    const slug = slugify(name, kind);
    if (!bySlug.has(slug)) bySlug.set(slug, { slug, name });
  }
  return [...bySlug.values()];
}

async function writeLists(
  tx: Executor,
  id: number,
  state: ArtworkState,
  which: ReadonlySet<keyof ArtworkState>,
): Promise<void> {
  if (which.has('images')) await manageRepo.replaceArtworkImages(tx, id, state.images);
  if (which.has('variations')) await manageRepo.replaceArtworkVariations(tx, id, state.variations);
  if (which.has('categories'))
    await manageRepo.replaceArtworkTerms(tx, 'category', id, termsOf(state.categories, 'category'));
  if (which.has('tags')) await manageRepo.replaceArtworkTerms(tx, 'tag', id, termsOf(state.tags, 'tag'));
  if (which.has('exhibition_ids')) await setExhibitionsOfArtwork(tx, id, state.exhibition_ids);
  if (which.has('variations') || which.has('stock')) await countPrintStock(tx, id);
}

const LISTS = ['images', 'variations', 'categories', 'tags', 'exhibition_ids'] as const;

export async function createArtwork(db: Db, staff: StaffMember, body: NewArtwork): Promise<ManagedArtwork> {
  const blank: ArtworkState = { ...NEW_ARTWORK_DEFAULTS, name: body.name, price: body.price };
  const { next, errors } = await applyChanges(db, blank, { ...NEW_ARTWORK_DEFAULTS, ...body });
  if (errors.length > 0) refuse(errors);
  const wanted = next.product_slug;
  // A slug made from the name can be taken by a save running at the same moment: make another.
  for (let attempt = 1; ; attempt++) {
    try {
      return await insertArtwork(db, staff, { ...next, product_slug: await resolveSlug(db, wanted, next.name) });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (wanted || attempt >= 3) throw slugTaken(manageRepo.ARTWORK_SLUG);
    }
  }
}

async function insertArtwork(db: Db, staff: StaffMember, next: ArtworkState): Promise<ManagedArtwork> {
  const id = await db.transaction().execute(async (tx) => {
    const now = nowIso();
    const created = await manageRepo.insertArtworkRow(tx, { ...columnsOf(next), created_at: now, updated_at: now });
    await writeLists(tx, created, next, new Set(LISTS));
    await recordAudit(tx, {
      staff,
      action: 'artwork.create',
      entity: 'artwork',
      entityId: created,
      detail: `Created artwork "${next.name}" (${next.product_slug}) as ${next.status}`,
    });
    return created;
  });
  return (await artworkForStaff(db, id))!;
}

/** The fields whose value differs, for the audit log. */
function changedFields(before: ArtworkState, after: ArtworkState): (keyof ArtworkState)[] {
  const normal = (key: keyof ArtworkState, value: unknown) =>
    JSON.stringify(
      key === 'categories' || key === 'tags' ? [...(value as string[])].map((v) => v.toLowerCase()).sort() : value,
    );
  return (Object.keys(after) as (keyof ArtworkState)[]).filter(
    (key) => normal(key, before[key]) !== normal(key, after[key]),
  );
}

/** A save from a form opened before the artwork last changed: its stock sold, or a colleague's save. */
const refuseIfStale = (loadedAt: string | undefined, current: string | undefined) =>
  refuseIfChangedSince(loadedAt, current, 'artwork', 'a sale or someone else');

export async function updateArtwork(
  db: Db,
  staff: StaffMember,
  id: number,
  { updated_at: loadedAt, ...changes }: ArtworkChanges,
): Promise<ManagedArtwork> {
  const row = await manageRepo.findArtworkById(db, id);
  if (!row) throw AppError.notFound('Artwork');
  refuseIfStale(loadedAt, row.updated_at);
  const current = await stateOf(db, row);
  const { next, errors } = await applyChanges(db, current, changes);
  if (errors.length > 0) refuse(errors);
  try {
    await db.transaction().execute(async (tx) => {
      // Again inside the transaction, the row held: a sale may have committed while the changes were checked.
      if (loadedAt !== undefined) refuseIfStale(loadedAt, await lockedStamp(tx, 'artwork', id));
      if (changes.product_slug !== undefined)
        next.product_slug = await resolveSlug(tx, changes.product_slug, next.name, id);
      const changed = changedFields(current, next);
      if (changed.length === 0) return;
      await manageRepo.updateArtworkRow(tx, id, { ...columnsOf(next), updated_at: nowIso() });
      await writeLists(tx, id, next, new Set(changed));
      await recordAudit(tx, {
        staff,
        action: 'artwork.update',
        entity: 'artwork',
        entityId: id,
        detail: `Updated artwork "${next.name}": ${changed.join(', ')}`,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(manageRepo.ARTWORK_SLUG);
    throw error;
  }
  return (await artworkForStaff(db, id))!;
}

export async function setArtworkStatus(
  db: Db,
  staff: StaffMember,
  id: number,
  status: ArtworkTable['status'],
): Promise<ManagedArtwork> {
  await db.transaction().execute(async (tx) => {
    const row = await manageRepo.findArtworkById(tx, id);
    if (!row) throw AppError.notFound('Artwork');
    if (row.status === status) return;
    await manageRepo.updateArtworkRow(tx, id, { status, updated_at: nowIso() });
    await recordAudit(tx, {
      staff,
      action: status === 'published' ? 'artwork.publish' : 'artwork.unpublish',
      entity: 'artwork',
      entityId: id,
      detail: `${status === 'published' ? 'Published' : 'Withdrew to draft'} artwork "${row.name}"`,
    });
  });
  return (await artworkForStaff(db, id))!;
}

/**
 * Deletes an artwork with its images, options, categories, tags and places in exhibitions and
 * carts. Orders keep their lines: they copied the artwork's name, image, size and price when placed.
 */
export async function deleteArtwork(db: Db, staff: StaffMember, id: number): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const row = await manageRepo.findArtworkById(tx, id);
    if (!row) throw AppError.notFound('Artwork');
    await manageRepo.deleteArtworkRow(tx, id);
    await forgetTranslations(tx, 'artwork', id);
    await recordAudit(tx, {
      staff,
      action: 'artwork.delete',
      entity: 'artwork',
      entityId: id,
      detail: `Deleted artwork "${row.name}" (${row.product_slug})`,
    });
  });
}
