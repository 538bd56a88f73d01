import type {
  ManagedArtwork,
  ManagedMedia,
  artworkAvailabilities,
  artworkOrientations,
  editionTypes,
} from '#shared/api/manage.ts';
import { newArtworkBody } from '#shared/api/manage-artworks.ts';
import { adminWords, typedNumber, type OwnWords } from '../../lib/forms.ts';
import { t } from '../../lib/i18n.ts';
import { baisaToOmr, omrToBaisa } from '../../lib/rials.ts';

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
 * The new or edited artwork as its form sends it: the API's schema with the server's rule that a
 * limited edition's number is not above its size, so that both are said before sending.
 */
export const artworkFormBody = newArtworkBody.superRefine((body, ctx) => {
  if (body.edition_type !== 'limited') return;
  for (const field of ['edition_size', 'edition_number'] as const) {
    if (body[field] === null || body[field] === undefined)
      ctx.addIssue({ code: 'custom', path: [field], message: 'is required for a limited edition' });
  }
  if (body.edition_size && body.edition_number && body.edition_number > body.edition_size)
    ctx.addIssue({ code: 'custom', path: ['edition_number'], message: 'must not be above edition_size' });
});

const inRange = (min: number, max: number) => (message: string) =>
  /^must be a (number|whole number)$/.test(message) ? t('form.wholeNumber') : t('form.between', { min, max });
const count = (message: string) =>
  /^must (not be negative|be at most)/.test(message) ? t('form.atLeast', { min: 0 }) : t('form.wholeNumber');
const centimetres = (message: string) =>
  message.startsWith('must be at most') ? t('form.between', { min: 0, max: 100_000 }) : t('form.notANumber');
const edition = (message: string, typed: string | undefined) => {
  if (!typed?.trim()) return t('form.required');
  if (message.startsWith('must not be above')) return t('artworks.editionNumberTooHigh');
  return /^must be a (number|whole number)$/.test(message) ? t('form.wholeNumber') : t('form.atLeast', { min: 1 });
};

/** The artwork form's own words for the problems the schema finds, as staff typed the fields. */
export const artworkWords: OwnWords<ArtworkFormValues> = {
  price: (message, v) => {
    if (!v?.price.trim()) return t('artworks.priceRequired');
    return message.startsWith('must be at most') ? t('artworks.priceTooHigh') : t('artworks.priceInvalid');
  },
  discount: inRange(0, 100),
  rating: inRange(0, 5),
  stock: count,
  width_cm: centimetres,
  height_cm: centimetres,
  depth_cm: centimetres,
  year: 'artworks.yearInvalid',
  edition_size: (message, v) => edition(message, v?.edition_size),
  edition_number: (message, v) => edition(message, v?.edition_number),
  'variations.*.color': (message) => (message === 'is listed twice' ? t('artworks.colourTwice') : adminWords(message)),
  'variations.*.sizes': 'artworks.sizeNeeded',
  'variations.*.sizes.*.name': (message) =>
    message.startsWith('is listed twice') ? t('artworks.sizeTwice') : adminWords(message),
  'variations.*.sizes.*.stock': count,
};

/**
 * The whole artwork as the API takes it, numbers as typed: what is not a number is sent as NaN for
 * the schema to refuse (typedNumber), a price as exact baisa (omrToBaisa).
 */
export function artworkBody(v: ArtworkFormValues, status: 'published' | 'draft') {
  const optional = (s: string) => (s.trim() ? s.trim() : null);
  const limited = v.edition_type === 'limited';
  return {
    name: v.name,
    product_slug: v.product_slug,
    artist_id: v.artist_id ? Number(v.artist_id) : null,
    sku: optional(v.sku),
    price: v.price.trim() ? (omrToBaisa(v.price) ?? Number.NaN) : null,
    discount: typedNumber(v.discount),
    stock: typedNumber(v.stock),
    short_description: v.short_description,
    full_description: v.full_description,
    rating: typedNumber(v.rating),
    medium: optional(v.medium),
    support: optional(v.support),
    width_cm: typedNumber(v.width_cm),
    height_cm: typedNumber(v.height_cm),
    depth_cm: typedNumber(v.depth_cm),
    orientation: v.orientation || null,
    year: typedNumber(v.year),
    edition_type: v.edition_type,
    edition_size: limited ? typedNumber(v.edition_size) : null,
    edition_number: limited ? typedNumber(v.edition_number) : null,
    framed: v.framed,
    availability: v.availability,
    affiliate_link: optional(v.affiliate_link),
    is_new: v.is_new,
    status,
    images: v.images.map((i) => i.id),
    feature_image_id:
      v.feature_image_id !== null && v.images.some((i) => i.id === v.feature_image_id) ? v.feature_image_id : null,
    variations: v.variations.map((variation) => ({
      color: variation.color,
      sizes: variation.sizes.map((s) => ({ name: s.name, stock: typedNumber(s.stock) })),
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
