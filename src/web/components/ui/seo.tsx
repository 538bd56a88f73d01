import { useSeoDefaults } from '#web/lib/seo-defaults.tsx';

export interface SeoProps {
  /** The page's own title; the site name follows it: '{title} | {template}'. Omit on the home page. */
  title?: string;
  /** Defaults to the site description (buying wall art online in Oman). */
  description?: string;
  /** An image for link previews. */
  image?: string;
  /** Keep the page out of search results (a page that does not exist). */
  noindex?: boolean;
}

/** Page title and description, with React 19's hoisting of <title> and <meta> into <head>. Render one per page. */
export function Seo({ title, description, image, noindex = false }: SeoProps) {
  const defaults = useSeoDefaults();
  const fullTitle = title ? `${title} | ${defaults.template}` : defaults.template;
  const text = description?.trim() || defaults.description;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      {image ? <meta property="og:image" content={image} /> : null}
      {noindex ? <meta name="robots" content="noindex" /> : null}
    </>
  );
}
