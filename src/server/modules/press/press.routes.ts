import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pressAnswer } from '#shared/api/gallery.ts';
import { contentLocaleOf } from '../../lib/content-locale.ts';
import { contentTranslator } from '../translations/translations.service.ts';
import { listPress } from './press.service.ts';

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
      const tr = contentTranslator(app.db, contentLocaleOf(request));
      const result = await listPress(app.db, { tr });
      await tr.apply();
      reply.header('vary', 'accept-language');
      return { result };
    },
  );
}
