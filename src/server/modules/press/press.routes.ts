import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pressAnswer } from '#shared/api/gallery.ts';
import { contentLocaleOf } from '../../lib/content-locale.ts';
import { readPress } from '../../lib/storefront-reads.ts';

/** The storefront sends this POST without a payload (docs/product.md#api); `{}` or any object is accepted and ignored. */
const noPayload = z.record(z.string(), z.unknown()).nullish();

export default async function pressRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/press_release',
    {
      schema: {
        tags: ['press'],
        summary: 'Press articles about the gallery, newest first, with the article PDF, image and press logo URLs.',
        body: noPayload,
        response: { 200: pressAnswer },
      },
    },
    async (request, reply) => {
      const answer = await readPress({ db: app.db, locale: contentLocaleOf(request) });
      reply.header('vary', 'accept-language');
      return answer;
    },
  );
}
