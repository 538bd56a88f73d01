import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contentLocaleOf } from '../../lib/content-locale.ts';
import { slugParams } from '#shared/api/common.ts';
import { pageAnswer, pageSlugs } from '#shared/api/gallery.ts';
import { readPage } from '../../lib/storefront-reads.ts';

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
      const answer = await readPage({ db: app.db, locale: contentLocaleOf(request) }, request.params.slug);
      reply.header('vary', 'accept-language');
      return answer;
    },
  );
}
