import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, manageMessage } from '#shared/api/manage.ts';
import { currentStaff } from '../../plugins/staff-auth.ts';
import { customerDetailAnswer, customerListAnswer, customerListQuery } from '#shared/api/manage-customers.ts';
import { customerForStaff, listCustomersForStaff, sendPasswordResetForStaff } from './accounts.manage.service.ts';
import { refusals } from '../../lib/refusals.ts';

/** Customer accounts in the back office, under /admin/api/manage (registered by the staff module's manage.routes.ts). */
export default async function accountsManageRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['manage'];

  app.get(
    '/customers',
    {
      schema: {
        tags,
        summary:
          'Customer accounts with their order count, amount spent (baisa, cancelled orders left out) and last order; ' +
          'newest first unless sorted by name, email, orders, spent or last_order; search by name, e-mail or phone.',
        querystring: customerListQuery,
        response: { 200: customerListAnswer, ...refusals(400, 401) },
      },
    },
    async (request) => listCustomersForStaff(app.db, request.query),
  );

  app.get(
    '/customers/:id',
    {
      schema: {
        tags,
        summary: 'One customer account with its address book and its orders, newest first.',
        params: idParams,
        response: { 200: customerDetailAnswer, ...refusals(400, 401, 404) },
      },
    },
    async (request) => ({ result: await customerForStaff(app.db, request.params.id) }),
  );

  app.post(
    '/customers/:id/password-reset',
    {
      schema: {
        tags,
        summary:
          'E-mail the customer a link to choose a new password (valid one hour; older links stop working). ' +
          'Staff never see or set the password itself.',
        params: idParams,
        response: { 200: manageMessage, ...refusals(400, 401, 404) },
      },
    },
    async (request) => ({
      message: await sendPasswordResetForStaff(
        app.db,
        app.mailer,
        currentStaff(request),
        app.env.PUBLIC_URL,
        request.params.id,
      ),
    }),
  );
}
