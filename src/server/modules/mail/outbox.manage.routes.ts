import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { idParams, outboxListQuery, outboxMailAnswer, outboxPageAnswer } from '#shared/api/manage.ts';
import { listOutbox, outboxMail } from './outbox.service.ts';
import { refusals } from '../../lib/refusals.ts';

/** The mail outbox in the back office, under /admin/api/manage (registered by the staff module's manage.routes.ts). */
export default async function outboxManageRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['manage'];
  // Stored mails include password-reset links: whoever reads them could take over a customer's
  // account, so only owners may open the outbox.
  const ownerOnly = app.requireStaff('owner');

  app.get(
    '/outbox',
    {
      onRequest: ownerOnly,
      schema: {
        tags,
        summary:
          'Mails the gallery sent or kept (without SMTP they stay here as "stored"), newest first; filter by ' +
          'status; ?search= looks in the recipient and subject.',
        querystring: outboxListQuery,
        response: { 200: outboxPageAnswer, ...refusals(400, 401, 403) },
      },
    },
    async (request) => listOutbox(app.db, request.query),
  );

  app.get(
    '/outbox/:id',
    {
      onRequest: ownerOnly,
      schema: {
        tags,
        summary: 'One mail with its HTML and text bodies. Show the HTML only in a sandboxed frame.',
        params: idParams,
        response: { 200: outboxMailAnswer, ...refusals(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const mail = await outboxMail(app.db, request.params.id);
      if (!mail) throw AppError.notFound('Mail');
      return { result: mail };
    },
  );
}
