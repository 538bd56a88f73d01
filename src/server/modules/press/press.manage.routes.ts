import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { currentStaff } from '../../plugins/staff-auth.ts';
import {
  idParams,
  manageMessage,
  newPressBody,
  pressArticleAnswer,
  pressListQuery,
  pressPageAnswer,
  pressUpdateBody,
} from '#shared/api/manage.ts';
import { createPress, deletePress, listPressForStaff, pressForStaff, updatePress } from './press.manage.service.ts';
import { refusals } from '../../lib/refusals.ts';

/** Press articles in the back office, under /admin/api/manage (registered by the staff module's manage.routes.ts). */
export default async function pressManageRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['manage'];

  app.get(
    '/press',
    {
      schema: {
        tags,
        summary: 'Press articles, newest first; search by title or press name.',
        querystring: pressListQuery,
        response: { 200: pressPageAnswer, ...refusals(400, 401) },
      },
    },
    async (request) => listPressForStaff(app.db, request.query),
  );

  app.get(
    '/press/:id',
    {
      schema: {
        tags,
        summary: 'One press article.',
        params: idParams,
        response: { 200: pressArticleAnswer, ...refusals(400, 401, 404) },
      },
    },
    async (request) => {
      const article = await pressForStaff(app.db, request.params.id);
      if (!article) throw AppError.notFound('Press article');
      return { result: article };
    },
  );

  app.post(
    '/press',
    {
      schema: {
        tags,
        summary: 'Add a press article: image_id and press_logo_id are uploaded images, pdf_id an uploaded PDF.',
        body: newPressBody,
        response: { 201: pressArticleAnswer, ...refusals(400, 401, 404) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ result: await createPress(app.db, currentStaff(request), request.body) }),
  );

  app.put(
    '/press/:id',
    {
      schema: {
        tags,
        summary: 'Update a press article; fields left out keep their value.',
        params: idParams,
        body: pressUpdateBody,
        response: { 200: pressArticleAnswer, ...refusals(400, 401, 404) },
      },
    },
    async (request) => ({ result: await updatePress(app.db, currentStaff(request), request.params.id, request.body) }),
  );

  app.delete(
    '/press/:id',
    {
      schema: {
        tags,
        summary: 'Delete a press article (its uploaded files stay in the media library).',
        params: idParams,
        response: { 200: manageMessage, ...refusals(400, 401, 404) },
      },
    },
    async (request) => {
      await deletePress(app.db, currentStaff(request), request.params.id);
      return { message: 'The press article has been deleted.' };
    },
  );
}
