import type { Tx } from '../client.ts';
import type { Media } from '../schema.ts';
import { ARTISTS } from './artists.ts';
import { CATALOGUE, CATEGORIES, PRINT_SIZES, TAGS, type ArtworkSpec } from './catalogue.ts';
import { compose, type Drawing } from './compositions.ts';
import { FLOORS, WALLS, wallView, type HungWork } from './graphics.ts';
import { grain, px, settleAll, render, sizeFor, store, thumbnail, type ImageKit } from './images.ts';
import { Random } from './random.ts';
import { slugify } from '#shared/slugs.ts';
import { html } from './text.ts';

/** An artwork as the later parts of the seed need it: exhibitions hang it, the home page features it. */
export interface SeededArtwork {
  id: number;
  slug: string;
  spec: ArtworkSpec;
  featureImageId: number;
  /** A small copy of the picture for installation views and press PDFs. */
  thumb: Buffer;
  available: boolean;
}

/** Where a close-up is worth looking at, by style (x, y as fractions; a null x lets chance choose). */
const DETAIL_FOCUS: Record<ArtworkSpec['comp']['style'], [number | null, number]> = {
  'colour-field': [null, 0.45],
  mountains: [null, 0.6],
  sea: [null, 0.55],
  dunes: [null, 0.62],
  geometric: [0.5, 0.5],
  calligraphy: [0.5, 0.58],
  city: [null, 0.66],
  arches: [0.5, 0.6],
  portrait: [0.5, 0.5],
  sculpture: [0.5, 0.55],
};

const FRAME_COLOURS: Record<string, string> = { white: '#f1efea', black: '#1d1c1b', brown: '#6b4a2e' };
const FEATURE_LONG = { landscape: 1440, portrait: 1600 };
/** Views after the first are shown in the gallery strip and quick view; 960 px keeps the first start quick. */
const SECONDARY_LONG = 960;

/** Proportions of the pictures: the work itself, or for a sculpture a studio photograph around it. */
export function pictureRatio(spec: ArtworkSpec): number {
  const [w, h] = spec.size;
  if (spec.comp.style === 'sculpture') return w >= h ? 1.25 : 0.8;
  return w / h;
}

export function orientationOf(spec: ArtworkSpec): 'portrait' | 'landscape' | 'square' {
  const r = pictureRatio(spec);
  if (Math.abs(r - 1) < 0.04) return 'square';
  return r > 1 ? 'landscape' : 'portrait';
}

/** Which pictures follow the main one, in the order the artwork page shows them. */
function extraViews(spec: ArtworkSpec): string[] {
  if (spec.comp.style === 'sculpture') return ['side', 'detail'];
  if (spec.frames) return [...spec.frames.map((c) => `frame:${c}`), 'detail'];
  return ['wall', 'detail', 'detail-2'];
}

function artistName(slug: string): string {
  const a = ARTISTS.find((x) => x.slug === slug);
  return a ? `${a.first} ${a.last}` : '';
}

/** Renders and stores every picture of one artwork: the main view first, then the others. */
async function pictures(kit: ImageKit, spec: ArtworkSpec, slug: string): Promise<{ media: Media[]; thumb: Buffer }> {
  const ratio = pictureRatio(spec);
  const space = sizeFor(ratio, px(kit, ratio >= 1 ? FEATURE_LONG.landscape : FEATURE_LONG.portrait));
  const seed = `artwork:${slug}`;
  const drawing = compose(spec.comp, new Random(seed), space.w, space.h);
  const by = artistName(spec.artist);
  const { media: feature, thumb } = await kit.limit(async () => {
    const png = await render(drawing, { width: space.w, height: space.h, space, surface: spec.surface });
    const media = await store(kit, png, `${spec.name} by ${by}: ${spec.medium.toLowerCase()}`);
    return { media, thumb: await thumbnail(png, 900) };
  });
  const rng = new Random(`${seed}:views`);
  const views = extraViews(spec).slice(0, spec.images - 1);
  const out = await settleAll(
    views.map((view, i) =>
      kit.limit(() => extraPicture(kit, spec, seed, drawing, space, view, thumb, rng.fork(`${view}:${i}`))),
    ),
  );
  return { media: [feature, ...out], thumb };
}

async function extraPicture(
  kit: ImageKit,
  spec: ArtworkSpec,
  seed: string,
  drawing: Drawing,
  space: { w: number; h: number },
  view: string,
  thumb: Buffer,
  rng: Random,
): Promise<Media> {
  const ratio = pictureRatio(spec);
  const out = sizeFor(ratio, px(kit, SECONDARY_LONG));
  if (view === 'side') {
    const side = compose(spec.comp, new Random(seed), space.w, space.h, 1);
    const png = await render(side, { width: out.w, height: out.h, space, surface: spec.surface });
    return store(kit, png, `${spec.name}, seen from the other side`);
  }
  if (view.startsWith('detail')) {
    // Zoom into the drawing itself, so the detail is sharp rather than an enlarged crop.
    const f = spec.comp.style === 'sculpture' ? 0.5 : rng.float(0.34, 0.45);
    const [fx, fy] = DETAIL_FOCUS[spec.comp.style];
    const clamp = (v: number) => Math.min(1 - f, Math.max(0, v - f / 2));
    const x = clamp((fx ?? rng.float(0.25, 0.75)) + rng.gauss() * 0.04) * space.w;
    const y = clamp(fy + rng.gauss() * 0.03) * space.h;
    const png = await render(drawing, {
      width: out.w,
      height: out.h,
      space,
      view: { x, y, w: space.w * f, h: space.h * f },
      surface: spec.surface,
    });
    return store(kit, png, `Detail of ${spec.name}`);
  }
  const wall = { width: px(kit, SECONDARY_LONG), height: px(kit, SECONDARY_LONG * 0.75) };
  const texture = await grain('photo', wall.width, wall.height);
  const [wcm, hcm] = spec.size;
  const onPaper = spec.surface !== 'canvas';
  const work: HungWork = {
    image: thumb,
    widthCm: spec.comp.style === 'sculpture' ? wcm * 1.4 : wcm,
    heightCm: spec.comp.style === 'sculpture' ? (wcm * 1.4) / ratio : hcm,
    framed: Boolean(spec.framed) || view.startsWith('frame:'),
    mount: onPaper,
  };
  if (view.startsWith('frame:')) {
    const colour = view.slice('frame:'.length);
    work.frameColour = FRAME_COLOURS[colour];
    const png = await wallView(rng, work, {
      ...wall,
      wall: rng.pick(WALLS),
      floor: rng.pick(FLOORS),
      furniture: 'none',
      grain: texture,
    });
    return store(kit, png, `${spec.name} as a framed print, ${colour} frame`);
  }
  work.frameColour = rng.pick(['#1d1c1b', '#b08a5a', '#2b2622']);
  const png = await wallView(rng, work, {
    ...wall,
    wall: rng.pick(WALLS),
    floor: rng.pick(FLOORS),
    furniture: rng.pick(['bench', 'plant', 'bench'] as const),
    grain: texture,
  });
  return store(kit, png, `${spec.name} hanging on a wall, to show its size`);
}

function describe(spec: ArtworkSpec): { short: string; full: string } {
  const by = artistName(spec.artist);
  const [w, h, d] = spec.size;
  const size = `${w} × ${h}${d ? ` × ${d}` : ''} cm`;
  const edition =
    spec.edition === 'open'
      ? 'Open edition print, signed on the reverse'
      : spec.edition
        ? `Limited edition: number ${spec.edition[0]} of ${spec.edition[1]}, signed and numbered`
        : 'Unique original work, signed by the artist';
  const framing = spec.frames
    ? `Offered framed in ${spec.frames.join(', ')} wood, in three paper sizes`
    : spec.framed
      ? spec.surface === 'canvas'
        ? 'Framed'
        : 'Framed behind museum glass with an acid-free mount'
      : spec.comp.style === 'sculpture'
        ? 'Supplied on its base, ready to display'
        : 'Unframed; the canvas sides are painted, so it can hang as it is';
  const full =
    html([
      spec.about,
      `${by} made this ${spec.comp.style === 'sculpture' ? 'piece' : 'work'} in ${spec.year}. ${spec.medium}${spec.support ? `, ${spec.support.charAt(0).toLowerCase()}${spec.support.slice(1)}` : ''}.`,
    ]) +
    `<ul><li>Size: ${size}</li><li>${edition}</li><li>${framing}</li><li>Comes with a certificate of authenticity from Bait Al Fann Gallery</li></ul>`;
  return { short: spec.about.split(/(?<=\.)\s/)[0]!, full };
}

/** Inserts categories, tags and the whole catalogue with pictures, variations and stock. */
export async function seedArtworks(
  tx: Tx,
  kit: ImageKit,
  artistIds: Map<string, number>,
  now: Date,
): Promise<SeededArtwork[]> {
  const categoryIds = new Map<string, number>();
  for (const name of CATEGORIES) {
    const row = await tx
      .insertInto('category')
      .values({ slug: slugify(name), name })
      .returning('id')
      .executeTakeFirstOrThrow();
    categoryIds.set(name, row.id);
  }
  const tagIds = new Map<string, number>();
  for (const name of TAGS) {
    const row = await tx
      .insertInto('tag')
      .values({ slug: slugify(name), name: name.charAt(0).toUpperCase() + name.slice(1) })
      .returning('id')
      .executeTakeFirstOrThrow();
    tagIds.set(name, row.id);
  }

  const slugs = CATALOGUE.map((spec) => slugify(spec.name));
  if (new Set(slugs).size !== slugs.length) throw new Error('The demo catalogue has two artworks with the same slug');
  const rendered = await settleAll(CATALOGUE.map((spec, i) => pictures(kit, spec, slugs[i]!)));

  const latestYear = Math.max(...CATALOGUE.map((s) => s.year));
  const out: SeededArtwork[] = [];
  for (const [i, spec] of CATALOGUE.entries()) {
    const rng = new Random(`artwork:${slugs[i]}:facts`);
    const { media, thumb } = rendered[i]!;
    const sizes = spec.frames?.map(() => PRINT_SIZES.map(() => rng.int(0, 7))) ?? [];
    if (sizes.length > 0) {
      // Every print shows at least one sold-out size, and never sells out entirely.
      sizes[rng.int(0, sizes.length - 1)]![rng.int(0, PRINT_SIZES.length - 1)] = 0;
      sizes[0]![1] = Math.max(sizes[0]![1]!, 2);
    }
    const sold = spec.state === 'sold';
    const stock = sold ? 0 : sizes.length > 0 ? sizes.flat().reduce((a, b) => a + b, 0) : 1;
    const saleCount = sold
      ? 1
      : spec.edition === 'open'
        ? rng.int(6, 48)
        : Array.isArray(spec.edition)
          ? spec.edition[0] - 1
          : 0;
    const daysAgo = spec.isNew ? rng.int(1, 45) : 60 + (latestYear - spec.year) * 150 + rng.int(0, 120);
    const created = new Date(now.getTime() - daysAgo * 86_400_000 - rng.int(0, 86_399) * 1000).toISOString();
    const text = describe(spec);
    const [w, h, d] = spec.size;
    const row = await tx
      .insertInto('artwork')
      .values({
        product_slug: slugs[i]!,
        name: spec.name,
        artist_id: artistIds.get(spec.artist) ?? null,
        sku: `BAF-${String(i + 1).padStart(4, '0')}`,
        price: spec.price * 1000,
        discount: spec.discount ?? 0,
        stock,
        short_description: text.short,
        full_description: text.full,
        rating: rng.pick([2, 3, 4, 4, 4, 5, 5, 5]),
        medium: spec.medium,
        support: spec.support,
        width_cm: w,
        height_cm: h,
        depth_cm: d ?? null,
        orientation: orientationOf(spec),
        year: spec.year,
        edition_type: spec.edition === 'open' ? 'open' : spec.edition ? 'limited' : 'unique',
        edition_size: Array.isArray(spec.edition) ? spec.edition[1] : null,
        edition_number: Array.isArray(spec.edition) ? spec.edition[0] : null,
        framed: spec.framed || spec.frames ? 1 : 0,
        availability: spec.state ?? 'available',
        affiliate_link: null,
        feature_image_id: media[0]!.id,
        is_new: spec.isNew ? 1 : 0,
        sale_count: saleCount,
        status: 'published',
        created_at: created,
        updated_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('artwork_image')
      .values(media.map((m, position) => ({ artwork_id: row.id, media_id: m.id, position })))
      .execute();
    await tx
      .insertInto('artwork_category')
      .values(spec.categories.map((c) => ({ artwork_id: row.id, category_id: categoryIds.get(c)! })))
      .execute();
    await tx
      .insertInto('artwork_tag')
      .values(spec.tags.map((t) => ({ artwork_id: row.id, tag_id: tagIds.get(t)! })))
      .execute();
    for (const [ci, colour] of (spec.frames ?? []).entries()) {
      const variation = await tx
        .insertInto('artwork_variation')
        .values({ artwork_id: row.id, color: colour, position: ci })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx
        .insertInto('variation_size')
        .values(
          PRINT_SIZES.map((name, si) => ({ variation_id: variation.id, name, stock: sizes[ci]![si]!, position: si })),
        )
        .execute();
    }
    out.push({ id: row.id, slug: slugs[i]!, spec, featureImageId: media[0]!.id, thumb, available: !spec.state });
  }
  return out;
}
