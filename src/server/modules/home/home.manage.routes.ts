import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentStaff } from '../../plugins/staff-auth.ts';
import { homeSectionsAnswer, homeSectionsBody } from '#shared/api/manage.ts';
import { listHomeSectionsForStaff, saveHomeSections } from './home.manage.service.ts';
import { refusals } from '../../lib/refusals.ts';

/** The home page's sections in the back office, under /admin/api/manage (registered by the staff module's manage.routes.ts). */
export default async function homeManageRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['manage'];

  app.get(
    '/home-sections',
    {
      schema: {
        tags,
        summary: 'Every home page section in order, hidden ones too, with its options.',
        response: { 200: homeSectionsAnswer, ...refusals(401) },
      },
    },
    async () => ({ result: await listHomeSectionsForStaff(app.db) }),
  );

  app.put(
    '/home-sections',
    {
      schema: {
        tags,
        summary:
          'Arrange the home page: the whole ordered list of sections (kind, title, subtitle, enabled, config). ' +
          'Sections keep their id; new ones have none; those left out are removed. config per kind: hero and ' +
          'newsletter {image_id, link}; featured_artworks {artwork_ids, limit}; the others {limit}.',
        body: homeSectionsBody,
        response: { 200: homeSectionsAnswer, ...refusals(400, 401) },
      },
    },
    async (request) => ({ result: await saveHomeSections(app.db, currentStaff(request), request.body) }),
  );
}
