import type { Executor } from '../../db/client.ts';
import type { Artist } from '../../db/schema.ts';
import type { ArtistSummary } from '#shared/api/gallery.ts';
import type { z } from 'zod';
import type { ArtistProfile, artistRef } from '#shared/api/catalog.ts';
import type { Media } from '../../db/schema.ts';
import { findMediaByIds, imageSet, mediaUrl } from '../media/media.service.ts';
import type { ContentTranslator } from '../translations/translations.service.ts';
import { plainText, truncate } from '../../lib/rich-text.ts';
import * as repo from './artists.repository.ts';

export type ArtistRef = z.infer<typeof artistRef>;

export const fullName = (artist: Pick<Artist, 'first_name' | 'last_name'>) =>
  `${artist.first_name} ${artist.last_name}`.trim();

export function listArtists(db: Executor, options: { limit?: number } = {}): Promise<Artist[]> {
  return repo.listArtists(db, options.limit);
}

export function findArtistBySlug(db: Executor, slug: string): Promise<Artist | undefined> {
  return repo.findArtistBySlug(db, slug);
}

/** The `artist` field of artwork answers, for many artworks in one query. */
export async function artistRefsByIds(
  db: Executor,
  ids: readonly number[],
  tr?: ContentTranslator,
): Promise<Map<number, ArtistRef>> {
  const credited = await creditedArtists(db, ids, tr);
  return new Map([...credited].map(([id, { ref }]) => [id, ref]));
}

export function artistIdsBySlugs(db: Executor, slugs: readonly string[]): Promise<number[]> {
  return repo.findArtistIdsBySlugs(db, slugs);
}

export function searchArtistIds(db: Executor, term: string): Promise<number[]> {
  return repo.searchArtistIds(db, term);
}

/**
 * Artist cards of the artist list and the home page. The artwork counts come from the catalogue,
 * which owns the artworks, so the caller passes them in.
 */
export async function toArtistSummaries(
  db: Executor,
  artists: readonly Artist[],
  artworkCounts: ReadonlyMap<number, number>,
  tr?: ContentTranslator,
): Promise<ArtistSummary[]> {
  const media = await findMediaByIds(
    db,
    artists.flatMap((a) => (a.profile_image_id === null ? [] : [a.profile_image_id])),
  );
  return artists.map((a) => {
    const image = a.profile_image_id === null ? undefined : media.get(a.profile_image_id);
    const summary: ArtistSummary = {
      id: a.id,
      artist_slug: a.artist_slug,
      first_name: a.first_name,
      last_name: a.last_name,
      profile_image: mediaUrl(image),
      profile_image_set: imageSet(image),
      location: a.location,
      total_product: artworkCounts.get(a.id) ?? 0,
    };
    tr?.add('artist', a.id, (t) => {
      if (t.first_name) summary.first_name = t.first_name;
      if (t.last_name) summary.last_name = t.last_name;
      if (t.location) summary.location = t.location;
    });
    return summary;
  });
}

/** Artists as credited on artworks: each one's name for cards and its row for a fuller block. */
export async function creditedArtists(
  db: Executor,
  ids: readonly number[],
  tr?: ContentTranslator,
): Promise<Map<number, { ref: ArtistRef; artist: Artist }>> {
  const rows = await repo.findArtistsByIds(db, ids);
  return new Map(
    rows.map((a) => {
      const ref = { artist_slug: a.artist_slug, full_name: fullName(a) };
      tr?.add('artist', a.id, (t) => {
        ref.full_name = fullName({ first_name: t.first_name ?? a.first_name, last_name: t.last_name ?? a.last_name });
      });
      return [a.id, { ref, artist: a }];
    }),
  );
}

/** The artist block of an artwork page, its portrait read by the caller with the work's pictures. */
export function artistProfileOf(artist: Artist, portrait: Media | undefined, tr?: ContentTranslator): ArtistProfile {
  const profile: ArtistProfile = {
    artist_slug: artist.artist_slug,
    full_name: fullName(artist),
    profile_image: mediaUrl(portrait),
    profile_image_set: imageSet(portrait),
    location: artist.location,
    about: truncate(plainText(artist.description), 280),
  };
  tr?.add('artist', artist.id, (t) => {
    profile.full_name = fullName({
      first_name: t.first_name ?? artist.first_name,
      last_name: t.last_name ?? artist.last_name,
    });
    if (t.location) profile.location = t.location;
    if (t.description) profile.about = truncate(plainText(t.description), 280);
  });
  return profile;
}
