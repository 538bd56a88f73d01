/**
 * What the server tells every storefront page about the site for its head (server/modules/seo):
 * the gallery's name and its logo as an absolute picture for link previews.
 */
export interface SiteHead {
  siteName: string;
  image?: string | undefined;
  imageAlt?: string | undefined;
}
