import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { contentLocaleOf } from '../../lib/content-locale.ts';
import { slugParams } from '#shared/api/common.ts';
import { pageAnswer, pageSlugs } from '#shared/api/gallery.ts';
import { contentTranslator } from '../translations/translations.service.ts';
import { getPage } from './pages.service.ts';

/** docs/product.md#api: the about page posts "a body", the others none; any JSON object is accepted and ignored. */
const noPayload = z.record(z.string(), z.unknown()).nullish();

export default async function pagesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/pages/:slug',
    {
      schema: {
        tags: ['pages'],
        summary: `A content page with its cards. Slugs: ${pageSlugs.join(', ')}.`,
        params: slugParams,
        body: noPayload,
        response: { 200: pageAnswer },
      },
    },
    async (request, reply) => {
      const tr = contentTranslator(app.db, contentLocaleOf(request));
      const page = await getPage(app.db, request.params.slug, tr);
      if (!page) throw new AppError('not_found', 'Page not found', [{ field: 'slug', message: 'no such page' }]);
      await tr.apply();
      reply.header('vary', 'accept-language');
      return { result: page };
    },
  );
}
