import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentStaff } from '../../plugins/staff-auth.ts';
import {
  contactMessageAnswer,
  idParams,
  manageMessage,
  messageListQuery,
  messagePageAnswer,
  messageReadBody,
} from '#shared/api/manage.ts';
import { deleteMessage, listMessages, markMessage } from './contact.manage.service.ts';
import { refusals } from '../../lib/refusals.ts';

/** Contact messages in the back office, under /admin/api/manage (registered by the staff module's manage.routes.ts). */
export default async function contactManageRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['manage'];

  app.get(
    '/messages',
    {
      schema: {
        tags,
        summary:
          'Messages from the contact form, newest first; ?unread=true for the unanswered ones; ?search= looks in ' +
          'the name, e-mail, subject and text. `unread` counts them all.',
        querystring: messageListQuery,
        response: { 200: messagePageAnswer, ...refusals(400, 401) },
      },
    },
    async (request) => listMessages(app.db, request.query),
  );

  app.patch(
    '/messages/:id',
    {
      schema: {
        tags,
        summary: 'Mark a message read or unread.',
        params: idParams,
        body: messageReadBody,
        response: { 200: contactMessageAnswer, ...refusals(400, 401, 404) },
      },
    },
    async (request) => ({
      result: await markMessage(app.db, currentStaff(request), request.params.id, request.body.read),
    }),
  );

  app.delete(
    '/messages/:id',
    {
      schema: {
        tags,
        summary: 'Delete a message.',
        params: idParams,
        response: { 200: manageMessage, ...refusals(400, 401, 404) },
      },
    },
    async (request) => {
      await deleteMessage(app.db, currentStaff(request), request.params.id);
      return { message: 'The message has been deleted.' };
    },
  );
}
