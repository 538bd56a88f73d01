import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody } from '#shared/api/common.ts';
import { idParams } from '#shared/api/manage.ts';
import { customerDetailAnswer, customerListAnswer, customerListQuery } from '#shared/api/manage-customers.ts';
import { customerForStaff, listCustomersForStaff } from './accounts.manage.service.ts';

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
        response: { 200: customerListAnswer, 400: errorBody, 401: errorBody },
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
        response: { 200: customerDetailAnswer, 400: errorBody, 401: errorBody, 404: errorBody },
      },
    },
    async (request) => ({ result: await customerForStaff(app.db, request.params.id) }),
  );
}
