import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { currentStaff } from '../../plugins/staff-auth.ts';
import {
  artistAnswer,
  artistDeleteAnswer,
  artistDeleteQuery,
  artistListQuery,
  artistPageAnswer,
  artistUpdateBody,
  idParams,
  newArtistBody,
} from '#shared/api/manage.ts';
import {
  artistForStaff,
  createArtist,
  deleteArtist,
  listArtistsForStaff,
  updateArtist,
} from './artists.manage.service.ts';
import { refusals } from '../../lib/refusals.ts';

/** Artists in the back office, under /admin/api/manage (registered by the staff module's manage.routes.ts). */
export default async function artistsManageRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['manage'];

  app.get(
    '/artists',
    {
      schema: {
        tags,
        summary:
          "Artists in the gallery's order, with their artwork counts (all and published); search by name or slug.",
        querystring: artistListQuery,
        response: { 200: artistPageAnswer, ...refusals(400, 401) },
      },
    },
    async (request) => listArtistsForStaff(app.db, request.query),
  );

  app.get(
    '/artists/:id',
    {
      schema: {
        tags,
        summary: 'One artist with every field.',
        params: idParams,
        response: { 200: artistAnswer, ...refusals(400, 401, 404) },
      },
    },
    async (request) => {
      const artist = await artistForStaff(app.db, request.params.id);
      if (!artist) throw AppError.notFound('Artist');
      return { result: artist };
    },
  );

  app.post(
    '/artists',
    {
      schema: {
        tags,
        summary:
          'Add an artist. An empty artist_slug is made from the name (unique); the description is sanitised; ' +
          'profile_image_id is an uploaded image.',
        body: newArtistBody,
        response: { 201: artistAnswer, ...refusals(400, 401, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ result: await createArtist(app.db, currentStaff(request), request.body) }),
  );

  app.put(
    '/artists/:id',
    {
      schema: {
        tags,
        summary: 'Update an artist; fields left out keep their value.',
        params: idParams,
        body: artistUpdateBody,
        response: { 200: artistAnswer, ...refusals(400, 401, 404, 409) },
      },
    },
    async (request) => ({ result: await updateArtist(app.db, currentStaff(request), request.params.id, request.body) }),
  );

  app.delete(
    '/artists/:id',
    {
      schema: {
        tags,
        summary:
          'Remove an artist. One with artworks answers 409 unless ?force=true, which keeps the artworks without an artist.',
        params: idParams,
        querystring: artistDeleteQuery,
        response: { 200: artistDeleteAnswer, ...refusals(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const detached = await deleteArtist(app.db, currentStaff(request), request.params.id, request.query.force);
      return {
        message: detached
          ? `The artist has been removed; ${detached} artworks are now without an artist.`
          : 'The artist has been removed.',
        detached_artworks: detached,
      };
    },
  );
}
