/**
 * A responsive image as the API hands it to the browser: the stored file's key, the widths it was
 * re-encoded to, its intrinsic size and its alt text. The URLs are built from these where they are
 * drawn (imageSrc, imageSrcset) rather than sent: written out, a picture's srcset is about twice the
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

/** The width used for a plain `src` (cards, the URL fields of SPEC §3). */
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

/**
 * How wide the first picture of a detail page is drawn (the `sizes` of its <img>). The server preloads
 * that picture with the same `sizes`, so the browser picks the same file and fetches it only once.
 */
export const ARTWORK_STAGE_SIZES = '(min-width: 1280px) 700px, (min-width: 1024px) 55vw, 100vw';
export const EXHIBITION_HERO_SIZES = '(min-width: 1240px) 720px, (min-width: 1024px) 58vw, 100vw';
