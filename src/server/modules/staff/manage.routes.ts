import type { FastifyInstance } from 'fastify';
import staffAuth from '../../plugins/staff-auth.ts';
import auditRoutes from '../audit/audit.routes.ts';
import staffRoutes from './staff.routes.ts';
import mediaManageRoutes from '../media/media.manage.routes.ts';
import catalogManageRoutes from '../catalog/catalog.manage.routes.ts';
import artistsManageRoutes from '../artists/artists.manage.routes.ts';
import exhibitionsManageRoutes from '../exhibitions/exhibitions.manage.routes.ts';
import applicationsManageRoutes from '../exhibitions/applications.manage.routes.ts';
import pressManageRoutes from '../press/press.manage.routes.ts';
import pagesManageRoutes from '../pages/pages.manage.routes.ts';
import homeManageRoutes from '../home/home.manage.routes.ts';
import settingsManageRoutes from '../settings/settings.manage.routes.ts';
import contactManageRoutes from '../contact/contact.manage.routes.ts';
import newsletterManageRoutes from '../newsletter/newsletter.manage.routes.ts';
import outboxManageRoutes from '../mail/outbox.manage.routes.ts';
import ordersManageRoutes from '../orders/orders.manage.routes.ts';
import accountsManageRoutes from '../accounts/accounts.manage.routes.ts';
import translationsManageRoutes from '../translations/translations.manage.routes.ts';

/**
 * The back office's API, mounted at /admin/api/manage (docs/product.md#the-product). Closed by default: every
 * route registered in this scope needs a staff session before anything else runs (no session →
 * 401, even for a malformed request), unless it sets `config.staffPublic` (only signing in does).
 * Routes narrow it further with `onRequest: app.requireStaff('owner')` (403 for editors).
 * Back-office routes of other modules are added to the list below.
 */
export default async function manageRoutes(app: FastifyInstance): Promise<void> {
  await app.register(staffAuth, { env: app.env });
  const signedIn = app.requireStaff();
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.staffPublic) return;
    await signedIn(request, reply);
  });
  // Staff answers are personal and change with every action: never cache them anywhere.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  for (const routes of [
    staffRoutes,
    auditRoutes,
    mediaManageRoutes,
    catalogManageRoutes,
    artistsManageRoutes,
    exhibitionsManageRoutes,
    applicationsManageRoutes,
    pressManageRoutes,
    pagesManageRoutes,
    homeManageRoutes,
    settingsManageRoutes,
    contactManageRoutes,
    newsletterManageRoutes,
    outboxManageRoutes,
    ordersManageRoutes,
    accountsManageRoutes,
    translationsManageRoutes,
  ]) {
    await app.register(routes);
  }
}
