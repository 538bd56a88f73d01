import type { FastifyInstance } from 'fastify';
import catalogRoutes from './catalog/catalog.routes.ts';
import artistsRoutes from './artists/artists.routes.ts';
import exhibitionsRoutes from './exhibitions/exhibitions.routes.ts';
import pressRoutes from './press/press.routes.ts';
import pagesRoutes from './pages/pages.routes.ts';
import settingsRoutes from './settings/settings.routes.ts';
import homeRoutes from './home/home.routes.ts';
import contactRoutes from './contact/contact.routes.ts';
import newsletterRoutes from './newsletter/newsletter.routes.ts';
import cartRoutes from './cart/cart.routes.ts';
import accountsRoutes from './accounts/accounts.routes.ts';
import ordersRoutes from './orders/orders.routes.ts';

/**
 * The storefront API of docs/product.md#api, mounted under /admin/api (docs/product.md#the-product). Each module registers its
 * own paths; the back office's endpoints are under /admin/api/manage, behind the staff session
 * (staff/manage.routes.ts lists them).
 */
export async function apiModules(app: FastifyInstance): Promise<void> {
  for (const routes of [
    catalogRoutes,
    artistsRoutes,
    exhibitionsRoutes,
    pressRoutes,
    pagesRoutes,
    settingsRoutes,
    homeRoutes,
    contactRoutes,
    newsletterRoutes,
    cartRoutes,
    accountsRoutes,
    ordersRoutes,
  ]) {
    await app.register(routes);
  }
  await app.register(import('./staff/manage.routes.ts'), { prefix: '/manage' });
}
