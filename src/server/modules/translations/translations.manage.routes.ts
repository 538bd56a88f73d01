import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentStaff } from '../../plugins/staff-auth.ts';
import {
  translatableEntities,
  translationParams,
  translationsAnswer,
  translationsBody,
} from '#shared/api/translations.ts';
import { saveTranslations, translationsOf } from './translations.service.ts';
import { refusals } from '../../lib/refusals.ts';

/**
 * French, German and Arabic texts of back-office records, under /admin/api/manage (registered by
 * the staff module's manage.routes.ts). Editors and the owner may both translate.
 */
export default async function translationsManageRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['manage'];
  const entities = translatableEntities.join(', ');

  app.get(
    '/translations/:entity/:id',
    {
      schema: {
        tags,
        summary:
          `The French, German and Arabic texts of one record (${entities}; a page by its slug), ` +
          'with its translatable fields and their English values.',
        params: translationParams,
        response: { 200: translationsAnswer, ...refusals(400, 401, 404) },
      },
    },
    async (request) => ({ result: await translationsOf(app.db, request.params.entity, request.params.id) }),
  );

  app.put(
    '/translations/:entity/:id',
    {
      schema: {
        tags,
        summary:
          'Save the translations of one record: { fr?, de?, ar? }, each { field: value }. A language sent replaces ' +
          'its old values; a field left out or empty shows in English. Rich text is sanitised.',
        params: translationParams,
        body: translationsBody,
        response: { 200: translationsAnswer, ...refusals(400, 401, 404) },
      },
    },
    async (request) => ({
      result: await saveTranslations(
        app.db,
        currentStaff(request),
        request.params.entity,
        request.params.id,
        request.body,
      ),
    }),
  );
}
