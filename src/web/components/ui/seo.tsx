import { imageSrc, type ImageSet } from '#shared/media.ts';
import { useAbsoluteUrl } from '#web/lib/site-origin.tsx';
import { useSeoDefaults } from '#web/lib/seo-defaults.tsx';

/** Link previews want a large picture: the smallest stored width at or above this. */
export const PREVIEW_WIDTH = 1200;

export interface SeoProps {
  /** The page's own title; the site name follows it: '{title} | {template}'. Omit on the home page. */
  title?: string;
  /** Defaults to the site description (buying wall art online in Oman). */
  description?: string;
  /** The page's picture for link previews: a stored image, or a path; the site's logo when none. */
  image?: ImageSet | string | null | undefined;
  /** What the picture shows, for link previews that read it out. */
  imageAlt?: string | undefined;
  /** What the page is to link previews (`og:type`). */
  type?: 'website' | 'product' | 'profile' | 'article';
  /** Keep the page out of search results (a page that does not exist). */
  noindex?: boolean;
  /** The page's one address for search engines (absolute). */
  canonical?: string | undefined;
}

/**
 * The page's title, description, canonical address, robots and link-preview tags (Open Graph and
 * Twitter). React renders them into the document's head: in the HTML the server sends, which link
 * previews and search engines read without running a script, and again as the visitor moves from
 * page to page. Render one per page.
 */
export function Seo({ title, description, image, imageAlt, type = 'website', noindex = false, canonical }: SeoProps) {
  const defaults = useSeoDefaults();
  const absolute = useAbsoluteUrl();
  const fullTitle = title ? `${title} | ${defaults.template}` : defaults.template;
  const text = description?.trim() || defaults.description;
  const own = typeof image === 'string' ? image : image ? imageSrc(image, PREVIEW_WIDTH) : '';
  const picture = own ? absolute(own) : defaults.image;
  const pictureAlt = own ? imageAlt || (typeof image === 'object' && image?.alt) || title : defaults.imageAlt;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      {noindex && <meta name="robots" content="noindex" />}
      {canonical && <link rel="canonical" href={canonical} />}
      <meta property="og:site_name" content={defaults.siteName} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      {canonical && <meta property="og:url" content={canonical} />}
      {picture && <meta property="og:image" content={picture} />}
      {picture && pictureAlt && <meta property="og:image:alt" content={pictureAlt} />}
      <meta name="twitter:card" content={picture ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={text} />
      {picture && <meta name="twitter:image" content={picture} />}
    </>
  );
}
