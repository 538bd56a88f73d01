import type { Executor } from '../../db/client.ts';
import { findMediaByIds, imageSet, mediaUrl } from '../media/media.service.ts';
import { artworkStageSizes, EXHIBITION_HERO_SIZES, imageSrc, imageSrcset, type ImageSet } from '#shared/media.ts';
import { getSettings, type GallerySettings } from '../settings/settings.service.ts';
import { findProduct, findPublishedArtwork, publishedArtworkStamps } from '../catalog/catalog.service.ts';
import { artistRefsByIds, findArtistBySlug, fullName, listArtists } from '../artists/artists.service.ts';
import { exhibitionStamps, findExhibitionBySlug } from '../exhibitions/exhibitions.service.ts';
import { plainText, truncate, type PageHead } from './seo.html.ts';
import { contentTranslator } from '../translations/translations.service.ts';
import type { TranslatableEntity, TranslatableField } from '#shared/api/translations.ts';
import { DEFAULT_CONTENT_LOCALE, type ContentLocale } from '#shared/languages.ts';
import { holdsNul } from '../../plugins/plain-text.ts';

/** Link previews want a large picture: the smallest stored width at or above this. */
const PREVIEW_WIDTH = 1200;

/** The storefront's pages that need no lookup (docs/product.md#screens), beside the detail pages below. */
const STATIC_PAGES = new Set([
  '/',
  '/home-fashion',
  '/about',
  '/arts',
  '/artist',
  '/exhibitions',
  '/press-release',
  '/contact',
  '/services/arts',
  '/services/exhibition',
  '/services/solo-exhibition',
  '/cart',
  '/checkout',
  '/my-account',
  '/login-register',
  '/blog-no-sidebar',
  '/blog-details-standard',
  '/wishlist',
  '/compare',
]);

/** The public pages a search engine should know about, with what decides their last change. */
const SITEMAP_PAGES: { path: string; changes: 'artworks' | 'artists' | 'exhibitions' | 'site' }[] = [
  { path: '/', changes: 'site' },
  { path: '/about', changes: 'site' },
  { path: '/arts', changes: 'artworks' },
  { path: '/artist', changes: 'artists' },
  { path: '/exhibitions', changes: 'exhibitions' },
  { path: '/press-release', changes: 'site' },
  { path: '/contact', changes: 'site' },
  { path: '/services/arts', changes: 'site' },
  { path: '/services/exhibition', changes: 'site' },
  { path: '/services/solo-exhibition', changes: 'site' },
];

export interface PageMeta {
  status: 200 | 404;
  head: PageHead;
  /**
   * A page whose title and description are its screen's words (the list pages, the content pages,
   * the cart): the site's defaults here, the screen's own when the server renders the page (web.ts).
   */
  titledByScreen?: boolean;
}

const absolute = (publicUrl: string, path: string) => `${publicUrl}${path}`;

async function imageUrl(db: Executor, publicUrl: string, mediaId: number | null) {
  if (mediaId === null) return undefined;
  const media = (await findMediaByIds(db, [mediaId])).get(mediaId);
  const url = mediaUrl(media, PREVIEW_WIDTH);
  return url ? { url: absolute(publicUrl, url), alt: media?.alt ?? undefined } : undefined;
}

/**
 * A slug from the address, or undefined when it cannot be one: broken percent-encoding, or a NUL
 * character, which no slug holds (text with one is refused on the way in) and PostgreSQL cannot be
 * asked about.
 */
function decode(segment: string): string | undefined {
  try {
    const slug = decodeURIComponent(segment);
    return holdsNul(slug) ? undefined : slug;
  } catch {
    return undefined;
  }
}

/**
 * The head of the storefront page at `pathname`: an artwork, artist or exhibition page gets its own
 * title, description, picture and canonical address; other pages the site's defaults. An address the
 * storefront does not know, or a detail page whose slug finds nothing, is a 404 kept out of search results.
 */
export async function pageMeta(
  db: Executor,
  pathname: string,
  publicUrl: string,
  locale: ContentLocale = DEFAULT_CONTENT_LOCALE,
): Promise<PageMeta> {
  const settings = await getSettings(db);
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const defaults = await defaultHead(db, settings, publicUrl);
  const titled = (title: string) => `${title} | ${settings.template}`;

  const [, section, rawSlug, ...rest] = path.split('/');
  const slug = rawSlug !== undefined && rest.length === 0 ? decode(rawSlug) : undefined;

  if ((section === 'arts' || section === 'product') && slug) {
    const found = await findPublishedArtwork(db, slug);
    if (found) {
      const artwork = await translated(db, locale, 'artwork', found, ['name', 'short_description', 'full_description']);
      const [image, artists, product] = await Promise.all([
        imageUrl(db, publicUrl, artwork.feature_image_id),
        artistRefsByIds(db, artwork.artist_id === null ? [] : [artwork.artist_id]),
        findProduct(db, String(artwork.id)),
      ]);
      // The artwork page opens on its first picture (artwork-gallery.tsx).
      const first = product?.product.image_set[0];
      const artist = artwork.artist_id === null ? undefined : artists.get(artwork.artist_id)?.full_name;
      return {
        status: 200,
        head: {
          ...defaults,
          type: 'product',
          title: titled(artwork.name),
          description:
            truncate(plainText(artwork.short_description) || plainText(artwork.full_description)) ||
            defaults.description,
          canonical: absolute(publicUrl, `/arts/${encodeURIComponent(artwork.product_slug)}`),
          image: image?.url ?? defaults.image,
          imageAlt: image ? image.alt || (artist ? `${artwork.name} by ${artist}` : artwork.name) : defaults.imageAlt,
          preloadImage: first ? preloadOf(first, artworkStageSizes(first)) : undefined,
        },
      };
    }
  } else if ((section === 'artist' || section === 'artists') && slug) {
    const found = await findArtistBySlug(db, slug);
    if (found) {
      const artist = await translated(db, locale, 'artist', found, ['first_name', 'last_name', 'description']);
      const name = fullName(artist);
      const image = await imageUrl(db, publicUrl, artist.profile_image_id);
      return {
        status: 200,
        head: {
          ...defaults,
          type: 'profile',
          title: titled(name),
          description: truncate(plainText(artist.description)) || defaults.description,
          canonical: absolute(publicUrl, `/artist/${encodeURIComponent(artist.artist_slug)}`),
          image: image?.url ?? defaults.image,
          imageAlt: image ? image.alt || name : defaults.imageAlt,
        },
      };
    }
  } else if (section === 'exhibitions' && slug) {
    const found = await findExhibitionBySlug(db, slug);
    if (found) {
      const exhibition = await translated(db, locale, 'exhibition', found, [
        'title',
        'short_description',
        'full_description',
      ]);
      const [image, media] = await Promise.all([
        imageUrl(db, publicUrl, exhibition.image_id),
        exhibition.image_id === null ? undefined : findMediaByIds(db, [exhibition.image_id]),
      ]);
      const hero = exhibition.image_id === null ? null : imageSet(media?.get(exhibition.image_id));
      return {
        status: 200,
        head: {
          ...defaults,
          type: 'article',
          title: titled(exhibition.title),
          description:
            truncate(plainText(exhibition.short_description) || plainText(exhibition.full_description)) ||
            defaults.description,
          canonical: absolute(publicUrl, `/exhibitions/${encodeURIComponent(exhibition.exhibition_slug)}`),
          image: image?.url ?? defaults.image,
          imageAlt: image ? image.alt || exhibition.title : defaults.imageAlt,
          preloadImage: hero ? preloadOf(hero, EXHIBITION_HERO_SIZES) : undefined,
        },
      };
    }
  } else if (STATIC_PAGES.has(path) || (section === 'confirmation' && slug)) {
    return {
      status: 200,
      head: { ...defaults, canonical: absolute(publicUrl, path === '/home-fashion' ? '/' : path) },
      titledByScreen: true,
    };
  }
  return { status: 404, head: { ...defaults, noindex: true } };
}

/** A record with its translatable fields in `locale` where staff translated them (ADR 005). */
async function translated<
  E extends TranslatableEntity,
  F extends TranslatableField<E>,
  R extends { id: number } & Record<F, string>,
>(db: Executor, locale: ContentLocale, entity: E, record: R, fields: readonly F[]): Promise<R> {
  const copy = { ...record };
  const tr = contentTranslator(db, locale);
  tr.add(entity, record.id, (values) => {
    for (const field of fields) {
      const value = values[field];
      if (value) (copy as Record<string, unknown>)[field] = value;
    }
  });
  await tr.apply();
  return copy;
}

async function defaultHead(db: Executor, settings: GallerySettings, publicUrl: string): Promise<PageHead> {
  const logo = await imageUrl(db, publicUrl, settings.company_logo_id);
  return {
    title: settings.template,
    description: settings.meta_description,
    type: 'website',
    siteName: settings.company_name,
    image: logo?.url,
    imageAlt: logo ? settings.company_name : undefined,
  };
}

const escapeXml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** A stored ISO timestamp as a W3C date-time, or undefined when it does not parse. */
function lastmod(stamp: string | undefined): string | undefined {
  if (!stamp) return undefined;
  const time = Date.parse(stamp);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

const newest = (stamps: readonly string[]) =>
  stamps.reduce<string | undefined>((a, b) => (a === undefined || Date.parse(b) > Date.parse(a) ? b : a), undefined);

/** GET /sitemap.xml: the public pages and every published artwork, artist and exhibition, with absolute URLs. */
export async function sitemapXml(db: Executor, publicUrl: string): Promise<string> {
  const [artworks, artists, exhibitions] = await Promise.all([
    publishedArtworkStamps(db),
    listArtists(db),
    exhibitionStamps(db),
  ]);
  const changed = {
    artworks: newest(artworks.map((a) => a.updated_at)),
    artists: newest(artists.map((a) => a.updated_at)),
    exhibitions: newest(exhibitions.map((e) => e.updated_at)),
    site: undefined as string | undefined,
  };
  changed.site = newest([changed.artworks, changed.artists, changed.exhibitions].filter((s): s is string => !!s));

  const entries: { loc: string; lastmod?: string }[] = [
    ...SITEMAP_PAGES.map((page) => ({ loc: page.path, lastmod: lastmod(changed[page.changes]) })),
    ...artworks.map((a) => ({ loc: `/arts/${encodeURIComponent(a.product_slug)}`, lastmod: lastmod(a.updated_at) })),
    ...artists.map((a) => ({ loc: `/artist/${encodeURIComponent(a.artist_slug)}`, lastmod: lastmod(a.updated_at) })),
    ...exhibitions.map((e) => ({
      loc: `/exhibitions/${encodeURIComponent(e.exhibition_slug)}`,
      lastmod: lastmod(e.updated_at),
    })),
  ];
  const urls = entries.map(
    (entry) =>
      `  <url><loc>${escapeXml(absolute(publicUrl, entry.loc))}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** GET /robots.txt: the storefront is open to crawlers; the back office and a shopper's own pages are not. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /checkout',
    'Disallow: /cart',
    'Disallow: /my-account',
    'Disallow: /confirmation/',
    '',
    `Sitemap: ${absolute(publicUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

/** The preload of a page's first picture: the same files and `sizes` as its <img>, so it is fetched once. */
function preloadOf(image: ImageSet, sizes: string): NonNullable<PageHead['preloadImage']> {
  return { src: imageSrc(image), srcset: imageSrcset(image), sizes };
}
