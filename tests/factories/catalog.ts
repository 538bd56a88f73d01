import type { Insertable } from 'kysely';
import type { Artist, Artwork, ArtistTable, ArtworkTable } from '#server/db/schema.ts';
import { createImage } from './media.ts';
import { nextId, slugOf, type FactoryContext } from './context.ts';

export type ArtistOverrides = Partial<Insertable<ArtistTable>> & {
  /** Give the artist a profile image (default true). */
  withImage?: boolean;
};

export async function createArtist(ctx: FactoryContext, overrides: ArtistOverrides = {}): Promise<Artist> {
  const n = nextId();
  const { withImage = true, ...row } = overrides;
  const first = row.first_name ?? 'Artist';
  const last = row.last_name ?? `Number${n}`;
  const image =
    withImage && row.profile_image_id === undefined ? await createImage(ctx, { alt: `${first} ${last}` }) : null;
  return ctx.db
    .insertInto('artist')
    .values({
      artist_slug: row.artist_slug ?? slugOf(`${first} ${last} ${n}`),
      first_name: first,
      last_name: last,
      description: row.description ?? `<p>${first} ${last} paints the light of the Omani coast.</p>`,
      location: row.location === undefined ? 'Muscat, Oman' : row.location,
      profile_image_id: row.profile_image_id ?? image?.id ?? null,
      position: row.position ?? 0,
      ...(row.created_at ? { created_at: row.created_at } : {}),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A category or tag by name, created once and reused. */
async function termId(ctx: FactoryContext, table: 'category' | 'tag', name: string): Promise<number> {
  const slug = slugOf(name);
  const existing = await ctx.db.selectFrom(table).select('id').where('slug', '=', slug).executeTakeFirst();
  if (existing) return existing.id;
  const row = await ctx.db.insertInto(table).values({ slug, name }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export interface VariationSpec {
  color: string;
  sizes: { name: string; stock: number }[];
}

export type ArtworkOverrides = Partial<Insertable<ArtworkTable>> & {
  /** The artist, or null for none; a new artist is created when left out. */
  artist?: Artist | null;
  /** How many gallery images to attach (default 1); the first becomes the feature image. */
  images?: number;
  categories?: string[];
  tags?: string[];
  variations?: VariationSpec[];
};

export async function createArtwork(ctx: FactoryContext, overrides: ArtworkOverrides = {}): Promise<Artwork> {
  const n = nextId();
  const { artist: artistOverride, images = 1, categories = [], tags = [], variations = [], ...row } = overrides;
  const artist = artistOverride === undefined ? await createArtist(ctx) : artistOverride;
  const name = row.name ?? `Untitled ${n}`;
  const media = [];
  for (let i = 0; i < images; i++) media.push(await createImage(ctx, { alt: `${name} view ${i + 1}` }));
  const artwork = await ctx.db
    .insertInto('artwork')
    .values({
      product_slug: row.product_slug ?? slugOf(`${name} ${n}`),
      name,
      artist_id: artist?.id ?? null,
      price: 120_000,
      discount: 0,
      stock: 1,
      short_description: `A study for ${name}.`,
      full_description: `<p>${name}, a work on canvas.</p>`,
      rating: 4,
      medium: 'Oil on canvas',
      support: 'Canvas',
      width_cm: 60,
      height_cm: 80,
      orientation: 'portrait',
      year: 2024,
      edition_type: 'unique',
      framed: 0,
      availability: 'available',
      status: 'published',
      feature_image_id: media[0]?.id ?? null,
      ...row,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  for (const [position, m] of media.entries()) {
    await ctx.db.insertInto('artwork_image').values({ artwork_id: artwork.id, media_id: m.id, position }).execute();
  }
  for (const name of categories) {
    await ctx.db
      .insertInto('artwork_category')
      .values({ artwork_id: artwork.id, category_id: await termId(ctx, 'category', name) })
      .execute();
  }
  for (const name of tags) {
    await ctx.db
      .insertInto('artwork_tag')
      .values({ artwork_id: artwork.id, tag_id: await termId(ctx, 'tag', name) })
      .execute();
  }
  for (const [position, v] of variations.entries()) {
    const variation = await ctx.db
      .insertInto('artwork_variation')
      .values({ artwork_id: artwork.id, color: v.color, position })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [sizePosition, s] of v.sizes.entries()) {
      await ctx.db
        .insertInto('variation_size')
        .values({ variation_id: variation.id, name: s.name, stock: s.stock, position: sizePosition })
        .execute();
    }
  }
  return artwork;
}
