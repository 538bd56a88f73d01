import type { FastifyInstance } from 'fastify';
import etag from '@fastify/etag';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contentLocaleOf } from '../../lib/content-locale.ts';
import {
  productDetailAnswer,
  productFilterAnswer,
  productFilterQuery,
  productSearchAnswer,
  productSearchBody,
} from '#shared/api/catalog.ts';
import { readArtwork, readArtworkSearch } from '../../lib/storefront-reads.ts';
import { contentTranslator } from '../translations/translations.service.ts';
import { cachedCatalogueFacets, productFilters } from './catalog.service.ts';
import { refusals } from '../../lib/refusals.ts';

/** The storefront sends these POSTs without a payload (docs/product.md#api); `{}` or any object is accepted and ignored. */
const noPayload = z.record(z.string(), z.unknown()).nullish();

export default async function catalogRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The catalogue's facets, cached between requests and invalidated with the answer cache on any
  // change but a sale's (ADR 006). Without the cache nothing says when to invalidate: read each time.
  const cachedFacets = app.hasDecorator('answerCache') ? cachedCatalogueFacets() : undefined;
  if (cachedFacets) {
    const stopListening = app.answerCache.onInvalidate((invalidated) => {
      if (invalidated === 'everything') cachedFacets.invalidate();
    });
    app.addHook('onClose', async () => stopListening());
  }

  app.post(
    '/product_search',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          'Search published artworks (also the artist page list: send artist_slug). Filters are optional and ' +
          'several values of one filter are OR-ed; prices are baisa on the price after discount.',
        body: productSearchBody.nullish(),
        response: { 200: productSearchAnswer },
      },
    },
    async (request, reply) => {
      const query = request.body ?? productSearchBody.parse({});
      const answer = await readArtworkSearch({ db: app.db, locale: contentLocaleOf(request) }, query);
      reply.header('vary', 'accept-language');
      return answer;
    },
  );

  // Facets change only when staff edit the catalogue: an ETag lets browsers revalidate with a cheap 304.
  await app.register(async (cached) => {
    await cached.register(etag);
    cached.withTypeProvider<ZodTypeProvider>().get(
      '/product_filter',
      {
        schema: {
          tags: ['catalogue'],
          summary:
            'Filter facets with counts over published artworks (or, given the list’s filters, what each choice would find), and the range of prices after discount.',
          querystring: productFilterQuery,
          response: { 200: productFilterAnswer, ...refusals(400) },
        },
      },
      async (request, reply) => {
        // Revalidate every time (a cheap 304 thanks to the ETag) so back-office changes show at once.
        reply.header('cache-control', 'public, no-cache');
        // Artist names are translated content.
        reply.header('vary', 'accept-language');
        const tr = contentTranslator(app.db, contentLocaleOf(request));
        const result = await productFilters(app.db, tr, request.query, cachedFacets);
        await tr.apply();
        if (tr.locale !== 'en') {
          // The labels were ordered by their English names; a visitor reads them in alphabetical order of theirs.
          const collator = new Intl.Collator(tr.locale);
          for (const group of [result.categories, result.tags, result.mediums])
            group.sort((a, b) => collator.compare(a.name, b.name));
        }
        return { result };
      },
    );
  });

  app.post(
    '/product_id/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          'One published artwork by numeric id or product_slug, with the exhibitions it hangs in, up to 8 related ' +
          'works (same artist first, then same category) and the shipping terms.',
        params: z.object({ id: z.string().trim().min(1).max(160) }),
        body: noPayload,
        response: { 200: productDetailAnswer },
      },
    },
    async (request, reply) => {
      const answer = await readArtwork({ db: app.db, locale: contentLocaleOf(request) }, request.params.id);
      reply.header('vary', 'accept-language');
      return answer;
    },
  );
}
