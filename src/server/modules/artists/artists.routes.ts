import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contentLocaleOf } from '../../lib/content-locale.ts';
import { slugParams } from '#shared/api/common.ts';
import { artistDetailAnswer, artistListAnswer } from '#shared/api/gallery.ts';
import { readArtist, readArtists } from '../../lib/storefront-reads.ts';

/** The storefront sends these POSTs without a payload (docs/product.md#api); `{}` or any object is accepted and ignored. */
const noPayload = z.record(z.string(), z.unknown()).nullish();

export default async function artistsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/artist_list',
    {
      schema: {
        tags: ['artists'],
        summary: "The gallery's artists in its own order; total_product counts their published artworks.",
        body: noPayload,
        response: { 200: artistListAnswer },
      },
    },
    async (request, reply) => {
      const answer = await readArtists({ db: app.db, locale: contentLocaleOf(request) });
      reply.header('vary', 'accept-language');
      return answer;
    },
  );

  app.post(
    '/artist_details/:slug',
    {
      schema: {
        tags: ['artists'],
        summary: 'One artist with the cards of their published artworks, newest first.',
        params: slugParams,
        body: noPayload,
        response: { 200: artistDetailAnswer },
      },
    },
    async (request, reply) => {
      const answer = await readArtist({ db: app.db, locale: contentLocaleOf(request) }, request.params.slug);
      reply.header('vary', 'accept-language');
      return answer;
    },
  );
}
