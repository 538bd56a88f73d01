import type { TFunction } from 'i18next';
import type { Product } from '#shared/api/catalog.ts';
import { numberFormat } from '#web/lib/intl-formats.ts';

/** Numbers in the visitor's language; Latin digits everywhere so they read like the prices beside them. */
export function formatNumber(value: number, language: string, maximumFractionDigits = 1): string {
  try {
    return numberFormat(language, {
      maximumFractionDigits,
      numberingSystem: 'latn',
    }).format(value);
  } catch {
    return String(value);
  }
}

/**
 * Marks an element that shows sizes. A drawn page with one builds the number formatter in a task of
 * its own before it is taken over (prepareNumberFormats): the first Intl formatter of a page loads the
 * browser's locale data, and inside hydration that was a tenth of taking over a page of artwork cards
 * on a phone.
 */
export const SHOWS_SIZES = { 'data-sizes': '' } as const;

export function showsSizes(root: ParentNode): boolean {
  return root.querySelector('[data-sizes]') !== null;
}

/** Builds the formatter formatDimensions uses in `language`, ahead of the first size drawn. */
export function prepareNumberFormats(language: string): void {
  formatNumber(0, language);
}

/** 'W × H cm' or 'W × H × D cm'; null when the size is not known. */
export function formatDimensions(
  artwork: Pick<Product, 'width_cm' | 'height_cm'> & Partial<Pick<Product, 'depth_cm'>>,
  t: TFunction<'catalog'>,
  language: string,
): string | null {
  const { width_cm: width, height_cm: height, depth_cm: depth } = artwork;
  if (width === null || height === null) return null;
  const parts = [width, height, ...(depth ? [depth] : [])].map((n) => formatNumber(n, language));
  return t('facts.dimensionsValue', { size: parts.join(' × ') });
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
