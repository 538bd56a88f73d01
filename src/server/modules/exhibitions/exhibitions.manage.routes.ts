import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { currentStaff } from '../../plugins/staff-auth.ts';
import {
  exhibitionAnswer,
  exhibitionListQuery,
  exhibitionPageAnswer,
  exhibitionUpdateBody,
  idParams,
  manageMessage,
  newExhibitionBody,
} from '#shared/api/manage.ts';
import {
  createExhibition,
  deleteExhibition,
  exhibitionForStaff,
  listExhibitionsForStaff,
  updateExhibition,
} from './exhibitions.manage.service.ts';
import { refusals } from '../../lib/refusals.ts';

/** Exhibitions in the back office, under /admin/api/manage (registered by the staff module's manage.routes.ts). */
export default async function exhibitionsManageRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['manage'];

  app.get(
    '/exhibitions',
    {
      schema: {
        tags,
        summary:
          'Exhibitions, newest opening first, with their status today, hang and number of applications; search by title, slug or venue.',
        querystring: exhibitionListQuery,
        response: { 200: exhibitionPageAnswer, ...refusals(400, 401) },
      },
    },
    async (request) => listExhibitionsForStaff(app.db, request.query),
  );

  app.get(
    '/exhibitions/:id',
    {
      schema: {
        tags,
        summary: 'One exhibition with every field and the artworks hanging in it, in order.',
        params: idParams,
        response: { 200: exhibitionAnswer, ...refusals(400, 401, 404) },
      },
    },
    async (request) => {
      const exhibition = await exhibitionForStaff(app.db, request.params.id);
      if (!exhibition) throw AppError.notFound('Exhibition');
      return { result: exhibition };
    },
  );

  app.post(
    '/exhibitions',
    {
      schema: {
        tags,
        summary:
          'Create an exhibition. end_date may not be before start_date; an empty exhibition_slug is made from the title; ' +
          'full_description is sanitised; artwork_ids is the hang in order.',
        body: newExhibitionBody,
        response: { 201: exhibitionAnswer, ...refusals(400, 401, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ result: await createExhibition(app.db, currentStaff(request), request.body) }),
  );

  app.put(
    '/exhibitions/:id',
    {
      schema: {
        tags,
        summary: 'Update an exhibition; fields left out keep their value, artwork_ids replaces the whole hang.',
        params: idParams,
        body: exhibitionUpdateBody,
        response: { 200: exhibitionAnswer, ...refusals(400, 401, 404, 409) },
      },
    },
    async (request) => ({
      result: await updateExhibition(app.db, currentStaff(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/exhibitions/:id',
    {
      schema: {
        tags,
        summary: 'Delete an exhibition and its hang (the artworks stay). Applications to it are kept.',
        params: idParams,
        response: { 200: manageMessage, ...refusals(400, 401, 404, 409) },
      },
    },
    async (request) => {
      await deleteExhibition(app.db, currentStaff(request), request.params.id);
      return { message: 'The exhibition has been deleted.' };
    },
  );
}
