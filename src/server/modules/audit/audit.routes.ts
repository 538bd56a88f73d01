import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditPageAnswer, auditQuery } from '#shared/api/manage.ts';
import { listAudit } from './audit.service.ts';
import { refusals } from '../../lib/refusals.ts';

/** The audit log for owners, under /admin/api/manage (registered by modules/index.ts). */
export default async function auditRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/audit',
    {
      onRequest: app.requireStaff('owner'),
      schema: {
        tags: ['back office: audit'],
        summary:
          'Who did what in the back office, one page at a time (owner only): newest first, or sorted by ' +
          'created, action or entity, asc or desc. ?search= finds the staff member (name or e-mail), the action ' +
          'and the record (kind or id).',
        querystring: auditQuery,
        response: { 200: auditPageAnswer, ...refusals(400, 401, 403) },
      },
    },
    async (request) => listAudit(app.db, request.query),
  );
}
