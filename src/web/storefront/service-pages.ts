import type { PageSlug } from '#web/features/pages/api/get-page.ts';

export type Service = 'arts' | 'exhibition' | 'soloExhibition';

/**
 * docs/product.md#screens: /services/arts, /services/exhibition, /services/solo-exhibition and the back-office page
 * each shows. Read by the screen and by the router, which asks for the page as the route matches.
 */
export const SERVICE_PAGE: Record<Service, PageSlug> = {
  arts: 'artwork',
  exhibition: 'exhibition',
  soloExhibition: 'solo-exhibition',
};
