import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { currentStaff } from '../../plugins/staff-auth.ts';
import {
  artworkAnswer,
  artworkListAnswer,
  artworkListQuery,
  artworkStatusBody,
  artworkUpdateBody,
  idParams,
  manageMessage,
  newArtworkBody,
} from '#shared/api/manage.ts';
import {
  artworkForStaff,
  createArtwork,
  deleteArtwork,
  listArtworksForStaff,
  setArtworkStatus,
  updateArtwork,
} from './catalog.manage.service.ts';
import { translationLabelsAnswer } from '#shared/api/translations.ts';
import { catalogueLabels } from './catalog.service.ts';
import { refusals } from '../../lib/refusals.ts';

/** Artworks in the back office, under /admin/api/manage (registered by the staff module's manage.routes.ts). */
export default async function catalogManageRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['manage'];

  app.get(
    '/artworks',
    {
      schema: {
        tags,
        summary:
          'Artworks of every status, one page at a time: search by name, slug or artist; filter by status, ' +
          'availability, artist; sort by name, price, created or updated, asc or desc. `counts` covers the whole catalogue.',
        querystring: artworkListQuery,
        response: { 200: artworkListAnswer, ...refusals(400, 401) },
      },
    },
    async (request) => listArtworksForStaff(app.db, request.query),
  );

  app.get(
    '/artwork-labels',
    {
      schema: {
        tags,
        summary:
          'Every category, tag, medium and support of the catalogue with the id it is translated under ' +
          '(a category or tag by its slug, a medium or support by the slug of its English words).',
        response: { 200: translationLabelsAnswer, ...refusals(401) },
      },
    },
    async () => ({ result: await catalogueLabels(app.db) }),
  );

  app.get(
    '/artworks/:id',
    {
      schema: {
        tags,
        summary:
          'Every field of one artwork (drafts too), with its images, variations, categories, tags and exhibitions.',
        params: idParams,
        response: { 200: artworkAnswer, ...refusals(400, 401, 404) },
      },
    },
    async (request) => {
      const artwork = await artworkForStaff(app.db, request.params.id);
      if (!artwork) throw AppError.notFound('Artwork');
      return { result: artwork };
    },
  );

  app.post(
    '/artworks',
    {
      schema: {
        tags,
        summary:
          'Create an artwork (a draft unless status says otherwise). An empty product_slug is made from the name, ' +
          'with -2, -3 when taken; a slug typed by staff that another artwork has answers 409. full_description is sanitised.',
        body: newArtworkBody,
        response: { 201: artworkAnswer, ...refusals(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const artwork = await createArtwork(app.db, currentStaff(request), request.body);
      return reply.code(201).send({ result: artwork });
    },
  );

  app.put(
    '/artworks/:id',
    {
      schema: {
        tags,
        summary:
          'Update an artwork. Fields left out keep their value; a list sent (images in order, variations, categories ' +
          'by name, tags, exhibition_ids) replaces the whole list. product_slug "" makes a new slug from the name.',
        params: idParams,
        body: artworkUpdateBody,
        response: { 200: artworkAnswer, ...refusals(400, 401, 404, 409) },
      },
    },
    async (request) => ({
      result: await updateArtwork(app.db, currentStaff(request), request.params.id, request.body),
    }),
  );

  app.patch(
    '/artworks/:id/status',
    {
      schema: {
        tags,
        summary: 'Publish an artwork on the storefront, or withdraw it to draft.',
        params: idParams,
        body: artworkStatusBody,
        response: { 200: artworkAnswer, ...refusals(400, 401, 404, 409) },
      },
    },
    async (request) => ({
      result: await setArtworkStatus(app.db, currentStaff(request), request.params.id, request.body.status),
    }),
  );

  app.delete(
    '/artworks/:id',
    {
      schema: {
        tags,
        summary:
          'Delete an artwork with its images, options and places in exhibitions and carts. Orders keep their ' +
          'lines (they copied the artwork when placed). To hide it instead, set its status to draft.',
        params: idParams,
        response: { 200: manageMessage, ...refusals(400, 401, 404, 409) },
      },
    },
    async (request) => {
      await deleteArtwork(app.db, currentStaff(request), request.params.id);
      return { message: 'The artwork has been deleted.' };
    },
  );
}
