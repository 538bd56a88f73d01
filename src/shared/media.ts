/**
 * A responsive image as the API hands it to the browser: the stored file's key, the widths it was
 * re-encoded to, its intrinsic size and its alt text. The URLs are built from these where they are
 * rendered (imageSrc, imageSrcset) rather than sent: written out, a picture's srcset is about twice the
 * bytes of the rest of it, and a page of twenty works carries a hundred pictures.
 */
export interface ImageSet {
  key: string;
  /** Ascending; the last is the widest file, never wider than the original. */
  widths: number[];
  width: number;
  height: number;
  alt: string;
}

/** The width used for a plain `src` (cards, the URL fields of docs/product.md#data). */
export const DEFAULT_IMAGE_WIDTH = 640;

/** The public URL of one stored width of an image. */
export function imageFileUrl(key: string, width: number): string {
  return `/media/${key}-${width}.webp`;
}

/** The narrowest file at least `preferred` wide (the widest when none is), as the `src` of an <img>. */
export function imageSrc(image: Pick<ImageSet, 'key' | 'widths'>, preferred = DEFAULT_IMAGE_WIDTH): string {
  const { widths } = image;
  const width = widths.find((w) => w >= preferred) ?? widths[widths.length - 1];
  return width === undefined ? '' : imageFileUrl(image.key, width);
}

/** Every stored width as a `srcset`, so the browser picks the file its layout needs. */
export function imageSrcset(image: Pick<ImageSet, 'key' | 'widths'>): string {
  return image.widths.map((w) => `${imageFileUrl(image.key, w)} ${w}w`).join(', ');
}

/**
 * An image set kept in a visitor's browser by an earlier build, which sent `src` and `srcset`
 * written out, read back into today's shape; null when it cannot be (not a stored image's URLs).
 */
export function imageSetFromWrittenOut(stored: unknown): ImageSet | null {
  if (!stored || typeof stored !== 'object') return null;
  const { srcset, width, height, alt } = stored as Record<string, unknown>;
  if (typeof srcset !== 'string') return null;
  let key: string | null = null;
  const widths: number[] = [];
  for (const entry of srcset.split(',')) {
    const match = /^\/media\/([A-Za-z0-9_-]+)-(\d+)\.webp (\d+)w$/.exec(entry.trim());
    if (!match || (key !== null && match[1] !== key)) return null;
    key = match[1]!;
    widths.push(Number(match[2]));
  }
  if (key === null) return null;
  return {
    key,
    widths,
    width: typeof width === 'number' ? width : 0,
    height: typeof height === 'number' ? height : 0,
    alt: typeof alt === 'string' ? alt : '',
  };
}

/*
 * `sizes` written from the storefront's layout, for pictures fetched before it is laid out (the first
 * screen's, which the server also preloads). They follow tokens.css (the gutter), global.css (the
 * container), artwork-detail.module.css (the picture column) and artwork-on-wall.module.css (a wall's
 * padding and height): keep them in step. The end-to-end test "pictures are fetched at the width
 * they are rendered" measures the rendered widths against them. Lazy pictures need none of this: the
 * browser lays them out first (`sizes="auto"`, ResponsiveImage).
 */
/** The page's gutter on either side of its container (tokens.css, `--gutter`). */
export const PAGE_GUTTER = 'clamp(1rem, 4vw, 2rem)';
/** The artwork page's picture column below 900 px: the page's width inside its gutters. */
const STAGE_COLUMN_NARROW = `(100vw - 2 * ${PAGE_GUTTER})`;
/** From 900 px: 1.35 of 2.35 parts of the container, beside the work's label, less the gap. */
const STAGE_COLUMN_WIDE = `((min(100vw, 1240px) - 2 * ${PAGE_GUTTER} - clamp(2.5rem, 5vw, 5rem)) * 0.5745)`;

/** A number for a `sizes` length, rounded up so that the file chosen is never narrower than rendered. */
const roundedUp = (n: number) => String(Math.ceil(n * 1000) / 1000);

/** Width over height, 4:5 when the picture's size is unknown (the wall's placeholder shape). */
export function aspectOf(image: Pick<ImageSet, 'width' | 'height'> | null | undefined): number {
  return image && image.width > 0 && image.height > 0 ? image.width / image.height : 4 / 5;
}

/**
 * How wide a picture hung on a square wall is rendered, from the wall's own `sizes`: inside the wall's
 * padding (a share of its width on each side), and narrower again when the work is taller than wide.
 * Each length of `wallSizes` is scaled; its media conditions stay.
 */
export function onSquareWallSizes(wallSizes: string, padding: number, aspect: number): string {
  const scale = roundedUp((1 - 2 * padding) * Math.min(1, aspect));
  return sizesEntries(wallSizes)
    .map(({ condition, length }) => `${condition ? `${condition} ` : ''}calc(${length} * ${scale})`)
    .join(', ');
}

/**
 * A `sizes` value's entries, each an optional media condition and a length. Commas and spaces inside
 * parentheses (min(), calc(), a condition) belong to what they are in; the length is the last part.
 */
export function sizesEntries(sizes: string): { condition: string; length: string }[] {
  const entries: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < sizes.length; i++) {
    const c = sizes[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ',' && depth === 0) {
      entries.push(sizes.slice(start, i));
      start = i + 1;
    }
  }
  entries.push(sizes.slice(start));
  return entries.map((entry) => {
    const trimmed = entry.trim();
    let from = trimmed.length;
    depth = 0;
    // Back from the end to the space that starts the length (outside any parentheses).
    while (from > 0) {
      const c = trimmed[from - 1];
      if (c === ')') depth++;
      else if (c === '(') depth--;
      else if (/\s/.test(c!) && depth === 0) break;
      from--;
    }
    return { condition: trimmed.slice(0, from).trim(), length: trimmed.slice(from) };
  });
}

/**
 * How wide a picture of the artwork page's carousel is rendered (the `sizes` of its <img>; the server
 * preloads the first picture with the same value, so the browser fetches one file, once). The wall
 * is square up to 640 px (a 9% padding); from there it is a fixed height, clamp(20rem, 70vh, 44rem),
 * with a padding of clamp(1.5rem, 7%, 4.5rem), and the work as wide as that leaves, unless its height
 * bounds it first.
 */
export function artworkStageSizes(image: Pick<ImageSet, 'width' | 'height'> | null | undefined): string {
  const aspect = aspectOf(image);
  const onWall = (column: string) => {
    const padding = `clamp(1.5rem, ${column} * 0.07, 4.5rem)`;
    return `min(${column} - 2 * ${padding}, (clamp(20rem, 70vh, 44rem) - 2 * ${padding}) * ${roundedUp(aspect)})`;
  };
  return [
    `(min-width: 900px) ${onWall(STAGE_COLUMN_WIDE)}`,
    `(max-width: 640px) calc(${STAGE_COLUMN_NARROW} * ${roundedUp(0.82 * Math.min(1, aspect))})`,
    onWall(STAGE_COLUMN_NARROW),
  ].join(', ');
}

/** The page's container inside its gutters (global.css, `.container`). */
const CONTAINER = `(min(100vw, 1240px) - 2 * ${PAGE_GUTTER})`;

/** One of `columns` equal columns across the page's container, `gap` between them. */
export function containerColumnSizes(columns: number, gap: string): string {
  return columns === 1 ? `calc${CONTAINER}` : `calc((${CONTAINER} - ${columns - 1} * ${gap}) / ${columns})`;
}

/** An exhibition page's picture: the container, or 7 of 12 parts of it beside the title from 1024 px. */
export const EXHIBITION_HERO_SIZES = `(min-width: 1024px) calc((${CONTAINER} - clamp(2.5rem, 5vw, 4.5rem)) * 0.5834), calc${CONTAINER}`;

/** The home page's picture: the container, or 1.15 of 2 parts of it beside the statement from 1024 px. */
export const HOME_HERO_SIZES = `(min-width: 1024px) calc((${CONTAINER} - clamp(2rem, 5vw, 4.5rem)) * 0.575), calc${CONTAINER}`;

/** The carousel's thumbnails' walls: four to a row of the picture column, 12 px between them. */
export const ARTWORK_THUMB_WALL_SIZES = `(min-width: 900px) calc((${STAGE_COLUMN_WIDE} - 36px) / 4), calc((${STAGE_COLUMN_NARROW} - 36px) / 4)`;
