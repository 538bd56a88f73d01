import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { attachment } from '../../lib/downloads.ts';
import { currentStaff } from '../../plugins/staff-auth.ts';
import { idParams, manageMessage, subscriberListQuery, subscriberPageAnswer } from '#shared/api/manage.ts';
import { deleteSubscriber, listSubscribers, subscribersCsv } from './newsletter.manage.service.ts';
import { refusals } from '../../lib/refusals.ts';

/** Newsletter subscribers in the back office, under /admin/api/manage (registered by the staff module's manage.routes.ts). */
export default async function newsletterManageRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['manage'];

  app.get(
    '/subscribers',
    {
      schema: {
        tags,
        summary: 'Newsletter subscribers, newest first; search by address.',
        querystring: subscriberListQuery,
        response: { 200: subscriberPageAnswer, ...refusals(400, 401) },
      },
    },
    async (request) => listSubscribers(app.db, request.query),
  );

  app.get(
    '/subscribers.csv',
    {
      schema: {
        tags,
        summary:
          'Every subscriber as a CSV download (email, subscribed_at; RFC 4180 quoting, formulas defused), ' +
          'for a mailing-list service.',
        response: refusals(401),
      },
    },
    async (_request, reply) => sendCsv(app, reply),
  );

  app.delete(
    '/subscribers/:id',
    {
      schema: {
        tags,
        summary: 'Remove an address from the newsletter.',
        params: idParams,
        response: { 200: manageMessage, ...refusals(400, 401, 404) },
      },
    },
    async (request) => {
      await deleteSubscriber(app.db, currentStaff(request), request.params.id);
      return { message: 'The subscriber has been removed.' };
    },
  );
}

/** Streams the export in batches, so a long list is never built whole in memory. */
function sendCsv(app: FastifyInstance, reply: FastifyReply) {
  const date = new Date().toISOString().slice(0, 10);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', attachment(`newsletter-subscribers-${date}.csv`))
    .send(Readable.from(subscribersCsv(app.db)));
}
