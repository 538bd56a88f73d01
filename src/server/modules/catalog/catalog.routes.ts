import type { FastifyInstance } from 'fastify';
import etag from '@fastify/etag';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody } from '#shared/api/common.ts';
import { AppError } from '../../errors.ts';
import { contentLocaleOf } from '../../lib/content-locale.ts';
import {
  productDetailAnswer,
  productFilterAnswer,
  productFilterQuery,
  productSearchAnswer,
  productSearchBody,
} from '#shared/api/catalog.ts';
import { artworkIdsOfExhibition, exhibitionRefsOf, hangingOfArtwork } from '../exhibitions/exhibitions.service.ts';
import { shippingTermsOf, shippingTextColumn } from '../pages/pages.service.ts';
import { contentTranslator } from '../translations/translations.service.ts';
import {
  findArtworkDetail,
  keptCatalogueFacets,
  productDetail,
  productFilters,
  searchProducts,
  type ArtworkCompanions,
} from './catalog.service.ts';

/** What the artwork answer shows of the exhibitions and pages modules, read with the work. */
const artworkCompanions: ArtworkCompanions = { exhibitions: hangingOfArtwork, shippingText: shippingTextColumn };

/** The storefront sends these POSTs without a payload (docs/product.md#api); `{}` or any object is accepted and ignored. */
const noPayload = z.record(z.string(), z.unknown()).nullish();

export default async function catalogRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The catalogue's facets, kept between requests and forgotten as the answer cache forgets on any
  // change but a sale's (ADR 006). Without the cache nothing says when to forget: read each time.
  const keptFacets = app.hasDecorator('answerCache') ? keptCatalogueFacets() : undefined;
  if (keptFacets) {
    const stopListening = app.answerCache.onForget((forgotten) => {
      if (forgotten === 'everything') keptFacets.forget();
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
      const artworkIds = query.exhibition_slug
        ? await artworkIdsOfExhibition(app.db, query.exhibition_slug)
        : undefined;
      const tr = contentTranslator(app.db, contentLocaleOf(request));
      const answer = await searchProducts(app.db, query, { artworkIds, tr });
      await tr.apply();
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
          response: { 200: productFilterAnswer, 400: errorBody },
        },
      },
      async (request, reply) => {
        // Revalidate every time (a cheap 304 thanks to the ETag) so back-office changes show at once.
        reply.header('cache-control', 'public, no-cache');
        // Artist names are translated content.
        reply.header('vary', 'accept-language');
        const tr = contentTranslator(app.db, contentLocaleOf(request));
        const result = await productFilters(app.db, tr, request.query, keptFacets);
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
      const tr = contentTranslator(app.db, contentLocaleOf(request));
      // One query finds the work with its lists, related works, exhibitions and the shipping page;
      // then its artists and its pictures (productDetail), then the translations.
      const artwork = await findArtworkDetail(app.db, request.params.id, artworkCompanions);
      if (!artwork) throw new AppError('not_found', 'Artwork not found', [{ field: 'id', message: 'no such artwork' }]);
      const found = await productDetail(app.db, artwork, tr);
      const exhibitions = exhibitionRefsOf(artwork.exhibitions, tr);
      const shipping = shippingTermsOf(artwork.shipping_description, tr);
      await tr.apply();
      reply.header('vary', 'accept-language');
      return {
        result: { ...found.product, artist_profile: found.artistProfile, exhibitions, related: found.related },
        shipping,
      };
    },
  );
}
