import { useDocumentHead } from '#web/lib/document-head.ts';
import { useSeoDefaults } from '#web/lib/seo-defaults.tsx';

export interface SeoProps {
  /** The page's own title; the site name follows it: '{title} | {template}'. Omit on the home page. */
  title?: string;
  /** Defaults to the site description (buying wall art online in Oman). */
  description?: string;
  /** An image for link previews. */
  image?: string | undefined;
  /** Keep the page out of search results (a page that does not exist). */
  noindex?: boolean;
  /** The page's one address for search engines (absolute). */
  canonical?: string;
}

/**
 * Page title, description, link-preview tags and canonical address, written into the document's head
 * as the screen shows (lib/document-head.ts). Render one per page; it draws nothing itself.
 */
export function Seo({ title, description, image, noindex = false, canonical }: SeoProps) {
  const defaults = useSeoDefaults();
  const fullTitle = title ? `${title} | ${defaults.template}` : defaults.template;
  useDocumentHead({
    title: fullTitle,
    description: description?.trim() || defaults.description,
    image,
    noindex,
    canonical,
  });
  return null;
}
