import type { FastifyInstance } from 'fastify';
import etag from '@fastify/etag';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { settingsAnswer } from '#shared/api/gallery.ts';
import { contentLocaleOf } from '../../lib/content-locale.ts';
import { readSettings } from '../../lib/storefront-reads.ts';

export default async function settingsRoutes(fastify: FastifyInstance): Promise<void> {
  // Every page loads the settings: an ETag lets browsers revalidate with a cheap 304.
  await fastify.register(etag);
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/setting',
    {
      schema: {
        tags: ['settings'],
        summary:
          "The site settings the storefront's header and footer need, with the API's field spellings " +
          '(facbook, instrgram, company_fav = logo URL) and the display currencies with their rates per 1 OMR.',
        response: { 200: settingsAnswer },
      },
    },
    async (request, reply) => {
      // Revalidate every time (a cheap 304 thanks to the ETag) so back-office changes show at once.
      reply.header('cache-control', 'public, no-cache');
      reply.header('vary', 'accept-language');
      return readSettings({ db: app.db, locale: contentLocaleOf(request) }, app.env.MAILING_LIST_URL);
    },
  );
}
