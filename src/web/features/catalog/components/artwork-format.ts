import type { TFunction } from 'i18next';
import type { Product } from '#shared/api/catalog.ts';
import { numberFormat } from '#web/lib/intl-formats.ts';

/**
 * Whether Intl's answer for a size is known without asking it: with Latin digits, every language
 * writes a whole number under 1,000 as its digits alone (no separator, no sign). Most sizes are such
 * numbers, and building the first Intl formatter of a page loads the browser's locale data: a task of
 * 15 to 20 ms on a fast machine, four times that on a phone, on pages (/arts, an artwork's) that have
 * no other use for Intl.
 */
function plainDigits(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value < 1000 && !Object.is(value, -0);
}

/** Numbers in the visitor's language; Latin digits everywhere so they read like the prices beside them. */
export function formatNumber(value: number, language: string, maximumFractionDigits = 1): string {
  if (plainDigits(value)) return String(value);
  try {
    return numberFormat(language, {
      maximumFractionDigits,
      numberingSystem: 'latn',
    }).format(value);
  } catch {
    return String(value);
  }
}

type Sized = Pick<Product, 'width_cm' | 'height_cm'> & Partial<Pick<Product, 'depth_cm'>>;

/** Width, height and depth when given; null when the size is not known. */
function sizesOf({ width_cm: width, height_cm: height, depth_cm: depth }: Sized): number[] | null {
  if (width === null || height === null) return null;
  return [width, height, ...(depth ? [depth] : [])];
}

/**
 * Marks an element whose size needs the number formatter (a fraction, or 1,000 and more). A drawn
 * page with one builds the formatter in a task of its own before it is taken over
 * (prepareNumberFormats): inside hydration, that was a tenth of taking over a page of artwork cards on
 * a phone. Sizes written as plain digits need none (formatNumber).
 */
export function sizesMark(artwork: Sized): { 'data-sizes'?: '' } {
  return sizesOf(artwork)?.some((size) => !plainDigits(size)) ? { 'data-sizes': '' } : {};
}

export function showsSizes(root: ParentNode): boolean {
  return root.querySelector('[data-sizes]') !== null;
}

/** Builds the formatter formatDimensions uses in `language`, ahead of the first size drawn. */
export function prepareNumberFormats(language: string): void {
  formatNumber(0.5, language);
}

/** 'W × H cm' or 'W × H × D cm'; null when the size is not known. */
export function formatDimensions(artwork: Sized, t: TFunction<'catalog'>, language: string): string | null {
  const sizes = sizesOf(artwork);
  if (!sizes) return null;
  return t('facts.dimensionsValue', { size: sizes.map((n) => formatNumber(n, language)).join(' × ') });
}

/** 'Unique', 'Edition 3 of 25', 'Limited edition of 25' or 'Open edition'. */
export function formatEdition(
  artwork: Pick<Product, 'edition_type' | 'edition_size' | 'edition_number'>,
  t: TFunction<'catalog'>,
): string {
  switch (artwork.edition_type) {
    case 'unique':
      return t('edition.unique');
    case 'open':
      return t('edition.open');
    case 'limited':
      if (artwork.edition_number !== null && artwork.edition_size !== null)
        return t('edition.numbered', {
          number: artwork.edition_number,
          size: artwork.edition_size,
        });
      if (artwork.edition_size !== null) return t('edition.limitedOf', { size: artwork.edition_size });
      return t('edition.limited');
  }
}
