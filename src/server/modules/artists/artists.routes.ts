import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { contentLocaleOf } from '../../lib/content-locale.ts';
import { slugParams } from '#shared/api/common.ts';
import { artistDetailAnswer, artistListAnswer } from '#shared/api/gallery.ts';
import { countPublishedByArtist, newestCards } from '../catalog/catalog.service.ts';
import { contentTranslator } from '../translations/translations.service.ts';
import { findArtistBySlug, listArtists, toArtistSummaries } from './artists.service.ts';

/** The storefront sends these POSTs without a payload (docs/product.md#api); `{}` or any object is accepted and ignored. */
const noPayload = z.record(z.string(), z.unknown()).nullish();

/** An artist page lists every published work; the cap only guards the answer's size. */
const ARTIST_PAGE_ARTWORKS = 200;

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
      const tr = contentTranslator(app.db, contentLocaleOf(request));
      const artists = await listArtists(app.db);
      const counts = await countPublishedByArtist(
        app.db,
        artists.map((a) => a.id),
      );
      const result = await toArtistSummaries(app.db, artists, counts, tr);
      await tr.apply();
      reply.header('vary', 'accept-language');
      return { result };
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
      const artist = await findArtistBySlug(app.db, request.params.slug);
      if (!artist) throw new AppError('not_found', 'Artist not found', [{ field: 'slug', message: 'no such artist' }]);
      const tr = contentTranslator(app.db, contentLocaleOf(request));
      const [counts, products] = await Promise.all([
        countPublishedByArtist(app.db, [artist.id]),
        newestCards(app.db, { artistId: artist.id, limit: ARTIST_PAGE_ARTWORKS, tr }),
      ]);
      const [summary] = await toArtistSummaries(app.db, [artist], counts, tr);
      const result = { ...summary!, description: artist.description, products };
      // The summary's own translation went into the object spread here, so this one writes all three.
      tr.add('artist', artist.id, (t) => {
        if (t.first_name) result.first_name = t.first_name;
        if (t.last_name) result.last_name = t.last_name;
        if (t.description) result.description = t.description;
      });
      await tr.apply();
      reply.header('vary', 'accept-language');
      return { result };
    },
  );
}
