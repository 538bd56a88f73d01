/**
 * The head of a storefront page as the server sends it: title, description, canonical link, Open Graph
 * and Twitter tags, written into the built index.html. Link previews and search engines read these
 * without running the app; the app drops them at start (every tag carries `data-seo`), but for the title
 * and the description, which the first screen writes over, and renders its own.
 */
export interface PageHead {
  /** The whole title, already '{title} | {template}'. */
  title: string;
  description: string;
  /** Absolute URL of the page's one address; none for a page that does not exist. */
  canonical?: string;
  /** Absolute URL of the preview image. */
  image?: string;
  imageAlt?: string;
  type: 'website' | 'product' | 'profile' | 'article';
  siteName: string;
  /** Keep the page out of search results (an unknown address). */
  noindex?: boolean;
  /** The page's main picture, fetched while the app still downloads (its largest paint on a phone). */
  preloadImage?: { src: string; srcset: string; sizes: string };
}

export { plainText, truncate } from '../../lib/rich-text.ts';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for an HTML text node or a quoted attribute value. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** The tags of a page head, each marked `data-seo` so that the app can find and replace them. */
export function renderHead(head: PageHead): string {
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(content)}" data-seo />`;
  const tags = [`<title data-seo>${escapeHtml(head.title)}</title>`, meta('name', 'description', head.description)];
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" data-seo />`);
  tags.push(
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
  );
  if (head.canonical) tags.push(meta('property', 'og:url', head.canonical));
  if (head.image) {
    tags.push(meta('property', 'og:image', head.image));
    if (head.imageAlt) tags.push(meta('property', 'og:image:alt', head.imageAlt));
  }
  tags.push(
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  );
  if (head.image) tags.push(meta('name', 'twitter:image', head.image));
  if (head.preloadImage) {
    const { src, srcset, sizes } = head.preloadImage;
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(src)}" imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high" />`,
    );
  }
  return tags.join('\n    ');
}

/**
 * The built page with its static title and description replaced by this page's head. Replacements
 * go through functions, so a '$' in a title is never read as a replacement pattern.
 */
export function injectHead(html: string, head: PageHead): string {
  const tags = renderHead(head);
  const withoutDescription = html.replace(/[ \t]*<meta\s+name=["']description["'][^>]*>[ \t]*\r?\n?/i, () => '');
  if (/<title[^>]*>[\s\S]*?<\/title>/i.test(withoutDescription)) {
    return withoutDescription.replace(/<title[^>]*>[\s\S]*?<\/title>/i, () => tags);
  }
  return withoutDescription.replace(/<\/head>/i, () => `  ${tags}\n  </head>`);
}

/** One tag of a page's head as React Router's `meta` takes it (`{ title }`, `{ name, content }`, `{ tagName: 'link', … }`). */
export type HeadTag = Record<string, string>;

/** The same head as tags for the storefront's root route (web/storefront/root.tsx). */
export function headMeta(head: PageHead): HeadTag[] {
  const tags: HeadTag[] = [{ title: head.title }, { name: 'description', content: head.description }];
  if (head.noindex) tags.push({ name: 'robots', content: 'noindex' });
  if (head.canonical) tags.push({ tagName: 'link', rel: 'canonical', href: head.canonical });
  tags.push(
    { property: 'og:site_name', content: head.siteName },
    { property: 'og:type', content: head.type },
    { property: 'og:title', content: head.title },
    { property: 'og:description', content: head.description },
  );
  if (head.canonical) tags.push({ property: 'og:url', content: head.canonical });
  if (head.image) {
    tags.push({ property: 'og:image', content: head.image });
    if (head.imageAlt) tags.push({ property: 'og:image:alt', content: head.imageAlt });
  }
  tags.push(
    { name: 'twitter:card', content: head.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: head.title },
    { name: 'twitter:description', content: head.description },
  );
  if (head.image) tags.push({ name: 'twitter:image', content: head.image });
  if (head.preloadImage) {
    const { src, srcset, sizes } = head.preloadImage;
    tags.push({
      tagName: 'link',
      rel: 'preload',
      as: 'image',
      href: src,
      imageSrcSet: srcset,
      imageSizes: sizes,
      fetchPriority: 'high',
    });
  }
  return tags;
}
