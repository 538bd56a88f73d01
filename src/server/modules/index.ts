import type { FastifyInstance } from 'fastify';
import catalogRoutes from './catalog/catalog.routes.ts';
import artistsRoutes from './artists/artists.routes.ts';
import exhibitionsRoutes from './exhibitions/exhibitions.routes.ts';
import pressRoutes from './press/press.routes.ts';
import pagesRoutes from './pages/pages.routes.ts';
import settingsRoutes from './settings/settings.routes.ts';
import { SETTINGS_RECORD, settingTextsIn } from './settings/settings.service.ts';
import homeRoutes from './home/home.routes.ts';
import contactRoutes from './contact/contact.routes.ts';
import enquiriesRoutes from './enquiries/enquiries.routes.ts';
import newsletterRoutes from './newsletter/newsletter.routes.ts';
import cartRoutes from './cart/cart.routes.ts';
import accountsRoutes from './accounts/accounts.routes.ts';
import ordersRoutes from './orders/orders.routes.ts';
import staffAuth from '../plugins/staff-auth.ts';
import auditRoutes from './audit/audit.routes.ts';
import staffRoutes from './staff/staff.routes.ts';
import mediaManageRoutes from './media/media.manage.routes.ts';
import catalogManageRoutes from './catalog/catalog.manage.routes.ts';
import artistsManageRoutes from './artists/artists.manage.routes.ts';
import exhibitionsManageRoutes from './exhibitions/exhibitions.manage.routes.ts';
import applicationsManageRoutes from './exhibitions/applications.manage.routes.ts';
import pressManageRoutes from './press/press.manage.routes.ts';
import pagesManageRoutes from './pages/pages.manage.routes.ts';
import homeManageRoutes from './home/home.manage.routes.ts';
import settingsManageRoutes from './settings/settings.manage.routes.ts';
import contactManageRoutes from './contact/contact.manage.routes.ts';
import enquiriesManageRoutes from './enquiries/enquiries.manage.routes.ts';
import newsletterManageRoutes from './newsletter/newsletter.manage.routes.ts';
import outboxManageRoutes from './mail/outbox.manage.routes.ts';
import ordersManageRoutes from './orders/orders.manage.routes.ts';
import accountsManageRoutes from './accounts/accounts.manage.routes.ts';
import reportsManageRoutes from './reports/reports.routes.ts';
import translationsManageRoutes from './translations/translations.manage.routes.ts';
import { byNumericId, registerTranslatable } from './translations/translations.service.ts';
import { artworkForStaff } from './catalog/catalog.manage.service.ts';
import { labelInEnglish } from './catalog/catalog.service.ts';
import { artistForStaff } from './artists/artists.manage.service.ts';
import { exhibitionForStaff } from './exhibitions/exhibitions.manage.service.ts';
import { pressForStaff } from './press/press.manage.service.ts';
import { cardForStaff, pageForStaff } from './pages/pages.manage.service.ts';
import { listHomeSectionsForStaff } from './home/home.manage.service.ts';

/**
 * The storefront API of docs/product.md#api, mounted under /admin/api (docs/product.md#the-product). Each module registers its
 * own paths; the back office's endpoints are under /admin/api/manage, behind the staff session
 * (manageModules lists them).
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
    enquiriesRoutes,
    newsletterRoutes,
    cartRoutes,
    accountsRoutes,
    ordersRoutes,
  ]) {
    await app.register(routes);
  }
  await app.register(manageModules, { prefix: '/manage' });
}

/**
 * The back office's API, mounted at /admin/api/manage (docs/product.md#the-product). Closed by default: every
 * route registered in this scope needs a staff session before anything else runs (no session →
 * 401, even for a malformed request), unless it sets `config.staffPublic` (only signing in does).
 * Routes narrow it further with `onRequest: app.requireStaff('owner')` (403 for editors).
 */
async function manageModules(app: FastifyInstance): Promise<void> {
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
    enquiriesManageRoutes,
    newsletterManageRoutes,
    outboxManageRoutes,
    ordersManageRoutes,
    accountsManageRoutes,
    reportsManageRoutes,
    translationsManageRoutes,
  ]) {
    await app.register(routes);
  }
}

/** Tells the translations module how to read the English of each record the back office translates. */
export function registerTranslatableRecords(): void {
  registerTranslatable('settings', async (db, id) => {
    if (id !== SETTINGS_RECORD) return undefined;
    const english = await settingTextsIn(db, 'en');
    return { ...english };
  });
  registerTranslatable('page', async (db, id) => {
    const page = await pageForStaff(db, id);
    return page && { page_name: page.page_name, page_description: page.page_description };
  });
  for (const kind of ['category', 'tag', 'medium', 'support'] as const) {
    registerTranslatable(kind, async (db, id) => {
      const name = await labelInEnglish(db, kind, id);
      return name === undefined ? undefined : { name };
    });
  }
  registerTranslatable(
    'artwork',
    byNumericId(async (db, id) => {
      const a = await artworkForStaff(db, id);
      return a && { name: a.name, short_description: a.short_description, full_description: a.full_description };
    }),
  );
  registerTranslatable(
    'artist',
    byNumericId(async (db, id) => {
      const a = await artistForStaff(db, id);
      return (
        a && {
          first_name: a.first_name,
          last_name: a.last_name,
          location: a.location ?? '',
          description: a.description,
        }
      );
    }),
  );
  registerTranslatable(
    'exhibition',
    byNumericId(async (db, id) => {
      const e = await exhibitionForStaff(db, id);
      return (
        e && {
          title: e.title,
          short_description: e.short_description,
          venue: e.venue ?? '',
          full_description: e.full_description,
        }
      );
    }),
  );
  registerTranslatable(
    'press_article',
    byNumericId(async (db, id) => {
      const p = await pressForStaff(db, id);
      return p && { article_title: p.article_title };
    }),
  );
  registerTranslatable(
    'page_card',
    byNumericId(async (db, id) => {
      const card = await cardForStaff(db, id);
      return card && { title: card.title, body: card.body };
    }),
  );
  registerTranslatable(
    'home_section',
    byNumericId(async (db, id) => {
      const s = (await listHomeSectionsForStaff(db)).find((section) => section.id === id);
      return s && { title: s.title, subtitle: s.subtitle ?? '' };
    }),
  );
}
