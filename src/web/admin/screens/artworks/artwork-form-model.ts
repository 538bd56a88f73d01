import type {
  ArtworkUpdateBody,
  ManagedArtwork,
  ManagedMedia,
  artworkAvailabilities,
  artworkOrientations,
  editionTypes,
} from '#shared/api/manage.ts';
import { MAX_BAISA } from '#shared/api/manage.ts';
import { t } from '../../lib/i18n.ts';
import {
  baisaToOmr,
  compact,
  decimalOrNull,
  httpUrl,
  maxLength,
  omrToBaisa,
  positiveDecimal,
  required,
  slug,
  wholeNumber,
} from '../../lib/validate.ts';

export interface SizeRow {
  key: number;
  name: string;
  stock: string;
}
export interface VariationRow {
  key: number;
  color: string;
  sizes: SizeRow[];
}

/** The artwork form as staff fill it in: numbers stay text until they are checked. */
export interface ArtworkFormValues {
  name: string;
  product_slug: string;
  /** False while the slug follows the name. */
  slugEdited: boolean;
  artist_id: string;
  sku: string;
  price: string;
  discount: string;
  stock: string;
  short_description: string;
  full_description: string;
  /** Stars shown on the storefront, '0' for none. */
  rating: string;
  medium: string;
  support: string;
  width_cm: string;
  height_cm: string;
  depth_cm: string;
  orientation: '' | (typeof artworkOrientations)[number];
  year: string;
  edition_type: (typeof editionTypes)[number];
  edition_size: string;
  edition_number: string;
  framed: boolean;
  availability: (typeof artworkAvailabilities)[number];
  affiliate_link: string;
  is_new: boolean;
  images: ManagedMedia[];
  feature_image_id: number | null;
  variations: VariationRow[];
  categories: string[];
  tags: string[];
  exhibition_ids: number[];
}

let rowKey = 1;
export const newKey = () => rowKey++;

export function emptyArtwork(): ArtworkFormValues {
  return {
    name: '',
    product_slug: '',
    slugEdited: false,
    artist_id: '',
    sku: '',
    price: '',
    discount: '0',
    stock: '1',
    short_description: '',
    full_description: '',
    rating: '0',
    medium: '',
    support: '',
    width_cm: '',
    height_cm: '',
    depth_cm: '',
    orientation: '',
    year: '',
    edition_type: 'unique',
    edition_size: '',
    edition_number: '',
    framed: false,
    availability: 'available',
    affiliate_link: '',
    is_new: false,
    images: [],
    feature_image_id: null,
    variations: [],
    categories: [],
    tags: [],
    exhibition_ids: [],
  };
}

const text = (n: number | null) => (n === null ? '' : String(n));

export function artworkToForm(artwork: ManagedArtwork): ArtworkFormValues {
  return {
    name: artwork.name,
    product_slug: artwork.product_slug,
    slugEdited: true,
    artist_id: artwork.artist_id === null ? '' : String(artwork.artist_id),
    sku: artwork.sku ?? '',
    price: baisaToOmr(artwork.price),
    discount: String(artwork.discount),
    stock: String(artwork.stock),
    short_description: artwork.short_description,
    full_description: artwork.full_description,
    rating: String(artwork.rating),
    medium: artwork.medium ?? '',
    support: artwork.support ?? '',
    width_cm: text(artwork.width_cm),
    height_cm: text(artwork.height_cm),
    depth_cm: text(artwork.depth_cm),
    orientation: artwork.orientation ?? '',
    year: text(artwork.year),
    edition_type: artwork.edition_type,
    edition_size: text(artwork.edition_size),
    edition_number: text(artwork.edition_number),
    framed: artwork.framed,
    availability: artwork.availability,
    affiliate_link: artwork.affiliate_link ?? '',
    is_new: artwork.is_new,
    images: artwork.images.map(({ position: _position, ...media }) => media),
    feature_image_id: artwork.feature_image_id,
    variations: artwork.variations.map((v) => ({
      key: newKey(),
      color: v.color,
      sizes: v.sizes.map((s) => ({ key: newKey(), name: s.name, stock: String(s.stock) })),
    })),
    categories: artwork.categories,
    tags: artwork.tags,
    exhibition_ids: artwork.exhibitions.map((e) => e.id),
  };
}

/**
 * Checks the form the way the server will, keyed by the server's field names
 * (`price`, `variations.0.sizes.1.stock`) so that both kinds of error land on the same field.
 */
export function validateArtwork(v: ArtworkFormValues): Record<string, string> {
  const errors: Record<string, string | undefined> = {
    name: required(v.name, 200),
    product_slug: slug(v.product_slug),
    sku: maxLength(v.sku, 64),
    short_description: maxLength(v.short_description, 1000),
    medium: maxLength(v.medium, 120),
    support: maxLength(v.support, 120),
    discount: wholeNumber(v.discount, 0, 100),
    rating: wholeNumber(v.rating, 0, 5),
    stock: wholeNumber(v.stock, 0, 1_000_000),
    width_cm: positiveDecimal(v.width_cm, 100_000),
    height_cm: positiveDecimal(v.height_cm, 100_000),
    depth_cm: positiveDecimal(v.depth_cm, 100_000),
    year: wholeNumber(v.year, 1000, 2100, true) && t('artworks.yearInvalid'),
    affiliate_link: httpUrl(v.affiliate_link),
  };
  if (!v.price.trim()) errors.price = t('artworks.priceRequired');
  else {
    const baisa = omrToBaisa(v.price);
    if (baisa === null) errors.price = t('artworks.priceInvalid');
    else if (baisa > MAX_BAISA) errors.price = t('artworks.priceTooHigh');
  }
  if (v.edition_type === 'limited') {
    errors.edition_size = wholeNumber(v.edition_size, 1, 1_000_000);
    errors.edition_number = wholeNumber(v.edition_number, 1, 1_000_000);
    if (!errors.edition_size && !errors.edition_number && Number(v.edition_number) > Number(v.edition_size)) {
      errors.edition_number = t('artworks.editionNumberTooHigh');
    }
  }
  const colours = new Set<string>();
  v.variations.forEach((variation, i) => {
    const colour = variation.color.trim().toLowerCase();
    errors[`variations.${i}.color`] =
      required(variation.color, 40) ?? (colours.has(colour) ? t('artworks.colourTwice') : undefined);
    colours.add(colour);
    if (!variation.sizes.length) errors[`variations.${i}.sizes`] = t('artworks.sizeNeeded');
    const sizes = new Set<string>();
    variation.sizes.forEach((size, j) => {
      const key = size.name.trim().toLowerCase();
      errors[`variations.${i}.sizes.${j}.name`] =
        required(size.name, 40) ?? (sizes.has(key) ? t('artworks.sizeTwice') : undefined);
      sizes.add(key);
      errors[`variations.${i}.sizes.${j}.stock`] = wholeNumber(size.stock, 0, 1_000_000);
    });
  });
  return compact(errors);
}

/** The whole artwork as the API takes it (assumes `validateArtwork` found nothing). */
export function artworkBody(
  v: ArtworkFormValues,
  status: 'published' | 'draft',
): ArtworkUpdateBody & { name: string; price: number } {
  const optional = (s: string) => (s.trim() ? s.trim() : null);
  const limited = v.edition_type === 'limited';
  return {
    name: v.name.trim(),
    product_slug: v.product_slug.trim(),
    artist_id: v.artist_id ? Number(v.artist_id) : null,
    sku: optional(v.sku),
    price: omrToBaisa(v.price) ?? 0,
    discount: Number(v.discount),
    stock: Number(v.stock),
    short_description: v.short_description.trim(),
    full_description: v.full_description,
    rating: Number(v.rating),
    medium: optional(v.medium),
    support: optional(v.support),
    width_cm: decimalOrNull(v.width_cm),
    height_cm: decimalOrNull(v.height_cm),
    depth_cm: decimalOrNull(v.depth_cm),
    orientation: v.orientation || null,
    year: v.year.trim() ? Number(v.year) : null,
    edition_type: v.edition_type,
    edition_size: limited ? Number(v.edition_size) : null,
    edition_number: limited ? Number(v.edition_number) : null,
    framed: v.framed,
    availability: v.availability,
    affiliate_link: optional(v.affiliate_link),
    is_new: v.is_new,
    status,
    images: v.images.map((i) => i.id),
    feature_image_id:
      v.feature_image_id !== null && v.images.some((i) => i.id === v.feature_image_id) ? v.feature_image_id : null,
    variations: v.variations.map((variation) => ({
      color: variation.color.trim(),
      sizes: variation.sizes.map((s) => ({ name: s.name.trim(), stock: Number(s.stock) })),
    })),
    categories: v.categories,
    tags: v.tags,
    exhibition_ids: v.exhibition_ids,
  };
}

/** The total stock of a print's sizes, shown next to the artwork's own stock. */
export function variationStock(variations: VariationRow[]): number {
  return variations.reduce((sum, v) => sum + v.sizes.reduce((s, size) => s + (Number(size.stock) || 0), 0), 0);
}
