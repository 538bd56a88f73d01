/**
 * The storefront's reads (docs/product.md#api), each the body of its API route: the route answers
 * with it, and whatever renders a page on the server can call it in-process, without a round trip
 * to the API. Each takes the database and the language the content is read in, and returns the
 * answer the route sends (an AppError 'not_found' where the route answers 404).
 */
import type { productSearchBody } from '#shared/api/catalog.ts';
import type { CurrencyInfo, Settings } from '#shared/api/gallery.ts';
import type { z } from 'zod';
import type { ContentLocale } from '#shared/languages.ts';
import { OMR } from '#shared/money.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { findArtistBySlug, listArtists, toArtistSummaries } from '../modules/artists/artists.service.ts';
import {
  countPublishedByArtist,
  findArtworkDetail,
  newestCards,
  productDetail,
  searchProducts,
  type ArtworkCompanions,
} from '../modules/catalog/catalog.service.ts';
import {
  artworkIdsOfExhibition,
  exhibitionRefsOf,
  getExhibitionDetail,
  hangingOfArtwork,
  listExhibitions,
} from '../modules/exhibitions/exhibitions.service.ts';
import { homeSections } from '../modules/home/home.service.ts';
import { findMediaByIds, mediaUrl } from '../modules/media/media.service.ts';
import { getPage, shippingTermsOf, shippingTextColumn } from '../modules/pages/pages.service.ts';
import { listPress } from '../modules/press/press.service.ts';
import { getSettings, listCurrencies, settingTextsIn } from '../modules/settings/settings.service.ts';
import { contentTranslator } from '../modules/translations/translations.service.ts';

/** Where a read looks and in which language it answers. */
export interface ReadContext {
  db: Db;
  locale: ContentLocale;
}

/** What the artwork answer shows of the exhibitions and pages modules, read with the work. */
const artworkCompanions: ArtworkCompanions = { exhibitions: hangingOfArtwork, shippingText: shippingTextColumn };

/** An artist page lists every published work; the cap only guards the answer's size. */
const ARTIST_PAGE_ARTWORKS = 200;

/** The logo is shown small in the storefront header, and stands for the site when a page has no picture of its own. */
const LOGO_WIDTH = 320;

/** `POST /home`: the enabled sections in order, each with its content. */
export async function readHome({ db, locale }: ReadContext) {
  const tr = contentTranslator(db, locale);
  const sections = await homeSections(db, tr);
  await tr.apply();
  return { result: { sections } };
}

/** `POST /product_id/:id`: one published artwork by id or slug, with its exhibitions, related works and shipping terms. */
export async function readArtwork({ db, locale }: ReadContext, idOrSlug: string) {
  const tr = contentTranslator(db, locale);
  // One query finds the work with its lists, related works, exhibitions and the shipping page;
  // then its artists and its pictures (productDetail), then the translations.
  const artwork = await findArtworkDetail(db, idOrSlug, artworkCompanions);
  if (!artwork) throw new AppError('not_found', 'Artwork not found', [{ field: 'id', message: 'no such artwork' }]);
  const found = await productDetail(db, artwork, tr);
  const exhibitions = exhibitionRefsOf(artwork.exhibitions, tr);
  const shipping = shippingTermsOf(artwork.shipping_description, tr);
  await tr.apply();
  return {
    result: { ...found.product, artist_profile: found.artistProfile, exhibitions, related: found.related },
    shipping,
  };
}

/** `POST /product_search`: a page of published artworks matching the list's filters. */
export async function readArtworkSearch({ db, locale }: ReadContext, query: z.output<typeof productSearchBody>) {
  const artworkIds = query.exhibition_slug ? await artworkIdsOfExhibition(db, query.exhibition_slug) : undefined;
  const tr = contentTranslator(db, locale);
  const answer = await searchProducts(db, query, { artworkIds, tr });
  await tr.apply();
  return answer;
}

/** `POST /artist_list`: the gallery's artists in its own order, with their published works' count. */
export async function readArtists({ db, locale }: ReadContext) {
  const tr = contentTranslator(db, locale);
  const artists = await listArtists(db);
  const counts = await countPublishedByArtist(
    db,
    artists.map((a) => a.id),
  );
  const result = await toArtistSummaries(db, artists, counts, tr);
  await tr.apply();
  return { result };
}

/** `POST /artist_details/:slug`: one artist with the cards of their published artworks, newest first. */
export async function readArtist({ db, locale }: ReadContext, slug: string) {
  const artist = await findArtistBySlug(db, slug);
  if (!artist) throw new AppError('not_found', 'Artist not found', [{ field: 'slug', message: 'no such artist' }]);
  const tr = contentTranslator(db, locale);
  const [counts, products] = await Promise.all([
    countPublishedByArtist(db, [artist.id]),
    newestCards(db, { artistId: artist.id, limit: ARTIST_PAGE_ARTWORKS, tr }),
  ]);
  const [summary] = await toArtistSummaries(db, [artist], counts, tr);
  const result = { ...summary!, description: artist.description, products };
  // The summary's own translation went into the object spread here, so this one writes them all.
  tr.add('artist', artist.id, (t) => {
    if (t.first_name) result.first_name = t.first_name;
    if (t.last_name) result.last_name = t.last_name;
    if (t.location) result.location = t.location;
    if (t.description) result.description = t.description;
  });
  await tr.apply();
  return { result };
}

/** `POST /exhibitions`: current first, then upcoming, then past (by the date in Muscat). */
export async function readExhibitions({ db, locale }: ReadContext) {
  const tr = contentTranslator(db, locale);
  const result = await listExhibitions(db, { tr });
  await tr.apply();
  return { result };
}

/** `POST /exhibitions_details/:slug`: one exhibition with its artworks in hanging order. */
export async function readExhibition({ db, locale }: ReadContext, slug: string, now = new Date()) {
  const tr = contentTranslator(db, locale);
  const detail = await getExhibitionDetail(db, slug, now, tr);
  if (!detail) {
    throw new AppError('not_found', 'Exhibition not found', [{ field: 'slug', message: 'no such exhibition' }]);
  }
  await tr.apply();
  return { result: detail };
}

/** `POST /pages/:slug`: a content page with its cards. */
export async function readPage({ db, locale }: ReadContext, slug: string) {
  const tr = contentTranslator(db, locale);
  const page = await getPage(db, slug, tr);
  if (!page) throw new AppError('not_found', 'Page not found', [{ field: 'slug', message: 'no such page' }]);
  await tr.apply();
  return { result: page };
}

/** `POST /press_release`: press articles about the gallery, newest first. */
export async function readPress({ db, locale }: ReadContext) {
  const tr = contentTranslator(db, locale);
  const result = await listPress(db, { tr });
  await tr.apply();
  return { result };
}

/**
 * `GET /setting`: what the storefront's header and footer need, and the display currencies.
 * `mailingListUrl` is the configured list's address, used when the settings name none.
 */
export async function readSettings({ db, locale }: ReadContext, mailingListUrl: string): Promise<{ result: Settings }> {
  const [s, texts, currencyRows] = await Promise.all([getSettings(db), settingTextsIn(db, locale), listCurrencies(db)]);
  const logo =
    s.company_logo_id === null ? undefined : (await findMediaByIds(db, [s.company_logo_id])).get(s.company_logo_id);
  // Prices are stored in rials, so the base currency is always offered even before staff add any.
  const currencies: CurrencyInfo[] = (currencyRows.length ? currencyRows : [OMR]).map((c) => ({
    code: c.code,
    currencySymbol: c.symbol,
    currencyName: c.name,
    currencyRate: c.rate,
    decimals: c.decimals,
  }));
  return {
    result: {
      company_name: texts.company_name,
      company_fav: mediaUrl(logo, LOGO_WIDTH),
      facbook: s.facebook,
      twitter: s.twitter,
      instrgram: s.instagram,
      google_plus: s.google_plus,
      phone: s.phone,
      email: s.email,
      address: texts.address,
      free_delivery_threshold: s.free_delivery_threshold,
      default_currency: s.default_currency,
      tax_rate: s.tax_rate,
      currencies,
      mailing_list_url: s.mailing_list_url || mailingListUrl,
      template: texts.template,
      meta_description: texts.meta_description,
    },
  };
}
