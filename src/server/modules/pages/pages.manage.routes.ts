import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { currentStaff } from '../../plugins/staff-auth.ts';
import { pageSlugs } from '#shared/api/gallery.ts';
import { managedPageAnswer, pageBody, pageListAnswer, pageListQuery, pageSlugParams } from '#shared/api/manage.ts';
import { listPagesForStaff, pageForStaff, savePage } from './pages.manage.service.ts';
import { refusals } from '../../lib/refusals.ts';

/** Content pages in the back office, under /admin/api/manage (registered by the staff module's manage.routes.ts). */
export default async function pagesManageRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['manage'];

  app.get(
    '/pages',
    {
      schema: {
        tags,
        summary:
          `The storefront's content pages (${pageSlugs.join(', ')}), written or not yet: in that order (position) ` +
          'unless sorted by name, cards or updated, asc or desc.',
        querystring: pageListQuery,
        response: { 200: pageListAnswer, ...refusals(400, 401) },
      },
    },
    async (request) => ({ result: await listPagesForStaff(app.db, request.query) }),
  );

  app.get(
    '/pages/:slug',
    {
      schema: {
        tags,
        summary: 'One content page with its cards in order (a blank one, exists false, before it was first saved).',
        params: pageSlugParams,
        response: { 200: managedPageAnswer, ...refusals(400, 401, 404) },
      },
    },
    async (request) => {
      const page = await pageForStaff(app.db, request.params.slug);
      if (!page)
        throw new AppError('not_found', 'Page not found', [
          { field: 'slug', message: `must be one of: ${pageSlugs.join(', ')}` },
        ]);
      return { result: page };
    },
  );

  app.put(
    '/pages/:slug',
    {
      schema: {
        tags,
        summary:
          'Save a content page: page_name, page_description (sanitised) and the cards (title, body sanitised, ' +
          'image_id, link, position), which replace the old ones. Fields left out keep their value.',
        params: pageSlugParams,
        body: pageBody,
        response: { 200: managedPageAnswer, ...refusals(400, 401, 404) },
      },
    },
    async (request) => ({ result: await savePage(app.db, currentStaff(request), request.params.slug, request.body) }),
  );
}
