import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import type { Artist } from '../../db/schema.ts';
import { AppError, type FieldError } from '../../errors.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { isUniqueViolation, slugTaken, slugToSave } from '../../lib/slugs.ts';
import { lockedStamp, refuseIfChangedSince } from '../../lib/stale-saves.ts';
import type {
  ArtistFields,
  artistListQuery,
  artistUpdateBody,
  ManagedArtist,
  newArtistBody,
  StaffMember,
} from '#shared/api/manage.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { forgetTranslations } from '../translations/translations.service.ts';
import { artworkCountsByArtist, detachArtistFromArtworks } from '../catalog/catalog.service.ts';
import { checkMediaReferences, findMediaByIds, managedMediaIn } from '../media/media.service.ts';
import { fullName } from './artists.service.ts';
import * as repo from './artists.repository.ts';
import { pageAnswer, windowOf } from '../../lib/list-page.ts';

/**
 * Artists as the back office edits them. The artwork counts come from the catalogue, which owns the
 * artworks; removing an artist who still has artworks needs `force`, and then the catalogue leaves
 * those works without an artist in the same transaction.
 */

type ListQuery = z.output<typeof artistListQuery>;
type NewArtist = z.output<typeof newArtistBody>;
type ArtistChanges = z.output<typeof artistUpdateBody>;

const storefrontUrl = (slug: string) => `/artist/${slug}`;
const nowIso = () => new Date().toISOString();

async function toManaged(db: Executor, rows: readonly Artist[]): Promise<ManagedArtist[]> {
  const [counts, media] = await Promise.all([
    artworkCountsByArtist(
      db,
      rows.map((a) => a.id),
    ),
    findMediaByIds(
      db,
      rows.flatMap((a) => a.profile_image_id ?? []),
    ),
  ]);
  return rows.map((a) => ({
    id: a.id,
    artist_slug: a.artist_slug,
    storefront_url: storefrontUrl(a.artist_slug),
    first_name: a.first_name,
    last_name: a.last_name,
    full_name: fullName(a),
    description: a.description,
    location: a.location,
    position: a.position,
    profile_image_id: a.profile_image_id,
    profile_image: managedMediaIn(media, a.profile_image_id),
    artwork_count: counts.get(a.id)?.all ?? 0,
    published_count: counts.get(a.id)?.published ?? 0,
    created_at: a.created_at,
    updated_at: a.updated_at,
  }));
}

export async function listArtistsForStaff(db: Executor, query: ListQuery) {
  const { rows, total } = await repo.listArtistsPage(db, { search: query.search, ...windowOf(query) });
  return pageAnswer(query, await toManaged(db, rows), total);
}

export async function artistForStaff(db: Executor, id: number): Promise<ManagedArtist | undefined> {
  const row = await repo.findArtistById(db, id);
  return row ? (await toManaged(db, [row]))[0] : undefined;
}

function stateOf(a: Artist): ArtistFields {
  return {
    first_name: a.first_name,
    last_name: a.last_name,
    artist_slug: a.artist_slug,
    description: a.description,
    location: a.location,
    profile_image_id: a.profile_image_id,
    position: a.position,
  };
}

async function applyChanges(db: Executor, current: ArtistFields, changes: ArtistChanges) {
  const next: ArtistFields = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (value !== undefined) (next as Record<string, unknown>)[key] = value;
  }
  const errors: FieldError[] = await checkMediaReferences(db, [
    { field: 'profile_image_id', id: changes.profile_image_id, kind: 'image' },
  ]);
  if (errors.length > 0) {
    throw new AppError('invalid', `${errors[0]!.field}: ${errors[0]!.message}`, errors);
  }
  if (changes.description !== undefined) next.description = sanitizeRichText(changes.description);
  return next;
}

/** The slug to save: the one staff typed (409 when another artist has it) or a free one made from the name. */
const resolveSlug = (db: Executor, wanted: string, next: ArtistFields, exceptId?: number) =>
  slugToSave(repo.ARTIST_SLUG, wanted, fullName(next), (candidates) => repo.takenArtistSlugs(db, candidates, exceptId));

export async function createArtist(db: Db, staff: StaffMember, body: NewArtist): Promise<ManagedArtist> {
  const blank: ArtistFields = {
    first_name: body.first_name,
    last_name: '',
    artist_slug: '',
    description: '',
    location: null,
    profile_image_id: null,
    position: 0,
  };
  const next = await applyChanges(db, blank, body);
  try {
    const id = await db.transaction().execute(async (tx) => {
      next.artist_slug = await resolveSlug(tx, next.artist_slug, next);
      const now = nowIso();
      const created = await repo.insertArtist(tx, { ...next, created_at: now, updated_at: now });
      await recordAudit(tx, {
        staff,
        action: 'artist.create',
        entity: 'artist',
        entityId: created,
        detail: `Created artist ${fullName(next)} (${next.artist_slug})`,
      });
      return created;
    });
    return (await artistForStaff(db, id))!;
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(repo.ARTIST_SLUG);
    throw error;
  }
}

export async function updateArtist(
  db: Db,
  staff: StaffMember,
  id: number,
  { updated_at: loadedAt, ...changes }: ArtistChanges,
): Promise<ManagedArtist> {
  const row = await repo.findArtistById(db, id);
  if (!row) throw AppError.notFound('Artist');
  refuseIfChangedSince(loadedAt, row.updated_at, 'artist');
  const current = stateOf(row);
  const next = await applyChanges(db, current, changes);
  try {
    await db.transaction().execute(async (tx) => {
      // Again inside the transaction, the row held: a colleague's save may have committed while this one was checked.
      if (loadedAt !== undefined) refuseIfChangedSince(loadedAt, await lockedStamp(tx, 'artist', id), 'artist');
      if (changes.artist_slug !== undefined) next.artist_slug = await resolveSlug(tx, changes.artist_slug, next, id);
      const changed = (Object.keys(next) as (keyof ArtistFields)[]).filter((k) => next[k] !== current[k]);
      if (changed.length === 0) return;
      await repo.updateArtist(tx, id, { ...next, updated_at: nowIso() });
      await recordAudit(tx, {
        staff,
        action: 'artist.update',
        entity: 'artist',
        entityId: id,
        detail: `Updated artist ${fullName(next)}: ${changed.join(', ')}`,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(repo.ARTIST_SLUG);
    throw error;
  }
  return (await artistForStaff(db, id))!;
}

/**
 * Removes an artist. One who still has artworks is refused (409) unless `force`: then the works stay
 * in the catalogue without an artist. Answers how many works lost their artist.
 */
export async function deleteArtist(db: Db, staff: StaffMember, id: number, force: boolean): Promise<number> {
  return db.transaction().execute(async (tx) => {
    const row = await repo.findArtistById(tx, id);
    if (!row) throw AppError.notFound('Artist');
    const count = (await artworkCountsByArtist(tx, [id])).get(id)?.all ?? 0;
    if (count > 0 && !force) {
      const works = count === 1 ? '1 artwork' : `${count} artworks`;
      throw new AppError(
        'conflict',
        `${fullName(row)} still has ${works}. Give ${count === 1 ? 'it' : 'them'} another artist or delete ${count === 1 ? 'it' : 'them'} first, ` +
          'or delete with force=true to keep the artworks without an artist.',
        [{ field: 'id', message: `has ${works}` }],
      );
    }
    const detached = count > 0 ? await detachArtistFromArtworks(tx, id) : 0;
    await repo.deleteArtist(tx, id);
    await forgetTranslations(tx, 'artist', id);
    await recordAudit(tx, {
      staff,
      action: 'artist.delete',
      entity: 'artist',
      entityId: id,
      detail: `Deleted artist ${fullName(row)} (${row.artist_slug})${detached ? `; ${detached} artworks kept without an artist` : ''}`,
    });
    return detached;
  });
}
