import { z } from 'zod';
import { phone, phoneOrEmpty } from './accounts.ts';
import { email, imageSet, line } from './common.ts';
import { productCard } from './catalog.ts';

export const exhibitionSummary = z.object({
  id: z.number().int(),
  exhibition_slug: z.string(),
  exhibition_title: z.string(),
  exhibition_short_description: z.string(),
  exhibition_image: z.string(),
  exhibition_image_set: imageSet.nullable(),
  /** 'YYYY-MM-DD' */
  exhibition_start_date: z.string(),
  exhibition_end_date: z.string(),
  /** Relative to today in Muscat: not started, running, or over. */
  status: z.enum(['upcoming', 'current', 'past']),
  venue: z.string().nullable(),
});
export type ExhibitionSummary = z.infer<typeof exhibitionSummary>;

export const exhibitionDetail = exhibitionSummary.extend({
  exhibition_full_description: z.string(),
  products: z.array(productCard),
  /** False once the end date has passed (docs/product.md#states-and-messages). */
  accepts_applications: z.boolean(),
});
export type ExhibitionDetail = z.infer<typeof exhibitionDetail>;

export const exhibitionsAnswer = z.object({ result: z.array(exhibitionSummary) });
export const exhibitionDetailAnswer = z.object({ result: exhibitionDetail });

export const artistSummary = z.object({
  id: z.number().int(),
  artist_slug: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  profile_image: z.string(),
  profile_image_set: imageSet.nullable(),
  location: z.string().nullable(),
  total_product: z.number().int(),
});
export type ArtistSummary = z.infer<typeof artistSummary>;

export const artistDetail = artistSummary.extend({
  description: z.string(),
  products: z.array(productCard),
});
export type ArtistDetail = z.infer<typeof artistDetail>;
export const artistListAnswer = z.object({ result: z.array(artistSummary) });
export const artistDetailAnswer = z.object({ result: artistDetail });

export const pressArticle = z.object({
  id: z.number().int(),
  article_title: z.string(),
  article_pdf: z.string(),
  article_image: z.string(),
  article_image_set: imageSet.nullable(),
  press_logo: z.string(),
  press_name: z.string(),
  published_on: z.string(),
});
export type PressArticle = z.infer<typeof pressArticle>;
export const pressAnswer = z.object({ result: z.array(pressArticle) });

export const pageCard = z.object({
  title: z.string(),
  body: z.string(),
  image: z.string(),
  image_set: imageSet.nullable(),
  link: z.string().nullable(),
});
export const page = z.object({
  slug: z.string(),
  page_name: z.string(),
  page_description: z.string(),
  cards: z.array(pageCard),
});
export type Page = z.infer<typeof page>;
export const pageAnswer = z.object({ result: page });
export const pageSlugs = ['about-us', 'exhibition', 'artwork', 'solo-exhibition', 'shipping'] as const;

export const currencyInfo = z.object({
  code: z.string(),
  currencySymbol: z.string(),
  currencyName: z.string(),
  /** Units per 1 OMR, decimal string. */
  currencyRate: z.string(),
  decimals: z.number().int(),
});
export type CurrencyInfo = z.infer<typeof currencyInfo>;

export const settings = z.object({
  company_name: z.string(),
  company_fav: z.string(),
  facbook: z.string(),
  twitter: z.string(),
  instrgram: z.string(),
  google_plus: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  /** Baisa. */
  free_delivery_threshold: z.number().int(),
  default_currency: z.string(),
  tax_rate: z.string(),
  currencies: z.array(currencyInfo),
  mailing_list_url: z.string(),
  template: z.string(),
  meta_description: z.string(),
});
export type Settings = z.infer<typeof settings>;
export const settingsAnswer = z.object({ result: settings });

export const homeSection = z.object({
  id: z.number().int(),
  kind: z.enum(['hero', 'featured_artworks', 'new_artworks', 'exhibitions', 'artists', 'press', 'newsletter']),
  title: z.string(),
  subtitle: z.string().nullable(),
  image: z.string(),
  image_set: imageSet.nullable(),
  link: z.string().nullable(),
  artworks: z.array(productCard),
  exhibitions: z.array(exhibitionSummary),
  artists: z.array(artistSummary),
  press: z.array(pressArticle),
});
export type HomeSection = z.infer<typeof homeSection>;
export const homeAnswer = z.object({ result: z.object({ sections: z.array(homeSection) }) });
export const homeBody = z.object({ lng: z.string().max(10).optional() }).strict();

/** POST /contact */
export const contactBody = z
  .object({
    name: line(120),
    email,
    phone: phoneOrEmpty.optional(),
    subject: line(200),
    message: z.string().trim().min(1, 'is required').max(5000, 'must be at most 5000 characters'),
  })
  .strict();
export type ContactBody = z.infer<typeof contactBody>;

/** POST /newsletter: answers like a mailing-list service, { result: 'success' | 'error', msg }. */
export const newsletterBody = z.object({ EMAIL: z.string() }).strict();
export const newsletterAnswer = z.object({ result: z.enum(['success', 'error']), msg: z.string() });

/** POST apply_exhibitions (multipart): the text fields; files are painting_upload and upload_portfolio. */
export const applicationFields = z.object({
  exhibition_id: line(200),
  artist_name: line(120),
  artist_email: email,
  artist_mobile: phone,
  artist_description: z.string().trim().min(1, 'is required').max(5000),
  painting_name: line(200),
});
export type ApplicationFields = z.infer<typeof applicationFields>;
export { APPLICATION_LIMITS } from '../catalog-options.ts';
