import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { homeAnswer, homeBody } from '#shared/api/gallery.ts';
import { contentLocaleOf } from '../../lib/content-locale.ts';
import { readHome } from '../../lib/storefront-reads.ts';

export default async function homeRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/home',
    {
      schema: {
        tags: ['home'],
        summary:
          'The home page: the enabled sections in order (hero, featured and new artworks, current and upcoming ' +
          'exhibitions, artists, latest press, newsletter), each with its content. The body may be empty.',
        body: homeBody.nullish(),
        response: { 200: homeAnswer },
      },
    },
    async (request, reply) => {
      reply.header('vary', 'accept-language');
      return readHome({ db: app.db, locale: contentLocaleOf(request) });
    },
  );
}
