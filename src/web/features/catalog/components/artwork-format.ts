import type { TFunction } from 'i18next';
import type { Product } from '#shared/api/catalog.ts';
import { toContentLocale, type ContentLocale } from '#shared/languages.ts';
import { numberFormat } from '#web/lib/intl-formats.ts';

/** Sizes as Intl writes them: Latin digits, so they read like the prices beside them, and at most one decimal. */
const SIZE_FORMAT: Intl.NumberFormatOptions = { maximumFractionDigits: 1, numberingSystem: 'latn' };

/**
 * The decimal separator Intl writes sizes with in each content language (a unit test checks each
 * against Intl).
 */
const DECIMAL_SEPARATOR: Record<ContentLocale, string> = { en: '.', fr: ',', de: ',', ar: '.' };

/** Up to three digits, and at most one after the point. */
const SHORT_SIZE = /^(\d{1,3})(?:\.(\d))?$/;

/**
 * A size Intl would write as its digits with, at most, the language's decimal separator: a whole
 * number or one with a single decimal, under 1,000. Most sizes are such numbers, and building the
 * first Intl number formatter of a page costs 12 to 20 ms on a fast machine (four times that on a
 * phone) on pages (/arts, an artwork's, an artist's) that have no other use for it; a date formatter,
 * where a page has one, builds what it needs anyway.
 */
function shortSize(value: number): RegExpExecArray | null {
  return Object.is(value, -0) ? null : SHORT_SIZE.exec(String(value));
}

/**
 * The language sizes are written in: the content language of the visitor's (`de` for `de-CH`), as the
 * server renders them, so a rendered page's sizes are the ones its code writes again.
 */
const sizeLocale = (language: string): string => toContentLocale(language) ?? language;

function intlNumber(value: number, locale: string): string {
  try {
    return numberFormat(locale, SIZE_FORMAT).format(value);
  } catch {
    return String(value);
  }
}

/** A number in the visitor's language, as Intl writes it with SIZE_FORMAT. */
export function formatNumber(value: number, language: string): string {
  const locale = sizeLocale(language);
  const short = shortSize(value);
  if (short && short[2] === undefined) return short[1]!;
  const separator = DECIMAL_SEPARATOR[locale as ContentLocale];
  if (short && separator) return `${short[1]}${separator}${short[2]}`;
  return intlNumber(value, locale);
}

type Sized = Pick<Product, 'width_cm' | 'height_cm'> & Partial<Pick<Product, 'depth_cm'>>;

/** Width, height and depth when given; null when the size is not known. */
function sizesOf({ width_cm: width, height_cm: height, depth_cm: depth }: Sized): number[] | null {
  if (width === null || height === null) return null;
  return [width, height, ...(depth ? [depth] : [])];
}

/**
 * Marks an element whose size needs the number formatter (two decimals or more, or 1,000 and more).
 * A rendered page with one builds the formatter in a task of its own before it is hydrated
 * (prepareNumberFormats): inside hydration, that was a tenth of hydrating a page of artwork cards
 * on a phone. The other sizes need none (formatNumber).
 */
export function sizesMark(artwork: Sized): { 'data-sizes'?: '' } {
  return sizesOf(artwork)?.some((size) => !shortSize(size)) ? { 'data-sizes': '' } : {};
}

export function showsSizes(root: ParentNode): boolean {
  return root.querySelector('[data-sizes]') !== null;
}

/** Builds the formatter formatDimensions uses in `language`, ahead of the first size rendered. */
export function prepareNumberFormats(language: string): void {
  intlNumber(0, sizeLocale(language));
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

/**
 * The picture of a work in a frame colour: the first whose alt text names the colour as a word
 * ("… as a framed print, black frame"), as staff describe a framed view (docs/product.md#screens);
 * -1 when none does.
 */
export function framedViewIndex(images: readonly { alt?: string | null }[], color: string): number {
  const word = new RegExp(`(^|[^\\p{L}])${color.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'iu');
  return images.findIndex((image) => word.test(image.alt ?? ''));
}
