import type { Executor } from '../../db/client.ts';
import { findMediaByIds, mediaUrl } from '../media/media.service.ts';
import { getSettings } from '../settings/settings.service.ts';
import { publishedArtworkStamps } from '../catalog/catalog.service.ts';
import { listArtists } from '../artists/artists.service.ts';
import { exhibitionStamps } from '../exhibitions/exhibitions.service.ts';
import type { SiteHead } from '#shared/site-head.ts';

/** Link previews want a large picture: the smallest stored width at or above this (web/components/ui/seo.tsx). */
const PREVIEW_WIDTH = 1200;

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

const absolute = (publicUrl: string, path: string) => `${publicUrl}${path}`;

/**
 * What every storefront page's head says of the site: the gallery's name, and its logo as a large
 * picture for the link previews of pages without one of their own. Each screen renders the rest of
 * its head (web/components/ui/seo.tsx).
 */
export async function siteHead(db: Executor, publicUrl: string): Promise<SiteHead> {
  const settings = await getSettings(db);
  if (settings.company_logo_id === null) return { siteName: settings.company_name };
  const logo = (await findMediaByIds(db, [settings.company_logo_id])).get(settings.company_logo_id);
  const url = mediaUrl(logo, PREVIEW_WIDTH);
  return url
    ? { siteName: settings.company_name, image: absolute(publicUrl, url), imageAlt: settings.company_name }
    : { siteName: settings.company_name };
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
