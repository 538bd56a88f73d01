import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  csvText,
  customersCsvQuery,
  ordersCsvQuery,
  salesReportAnswer,
  salesReportQuery,
} from '#shared/api/manage-reports.ts';
import { todayInMuscat } from '#shared/muscat-day.ts';
import { customersCsv, ordersCsv, salesForStaff } from './reports.service.ts';
import { refusals } from '../../lib/refusals.ts';

/**
 * Reports in the back office, under /admin/api/manage (staff: owners and editors, who manage the
 * orders, docs/product.md#sessions-and-accounts).
 */
export default async function reportsManageRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['manage: reports'];

  app.get(
    '/reports/sales',
    {
      schema: {
        tags,
        summary:
          'Sales by month and by artist for the months from..to (YYYY-MM, Muscat; the last twelve by default, at ' +
          'most 36): revenue received net of refunds, refunds, works sold and their average price, in baisa.',
        querystring: salesReportQuery,
        response: { 200: salesReportAnswer, ...refusals(400, 401) },
      },
    },
    async (request) => ({ result: await salesForStaff(app.db, request.query) }),
  );

  app.get(
    '/reports/orders.csv',
    {
      schema: {
        tags,
        summary:
          'The orders placed from..to (Muscat days; all by default) as CSV (text/csv), amounts in rials; a cell ' +
          'starting with = + - @ is written with a leading apostrophe.',
        querystring: ordersCsvQuery,
        response: { 200: csvText, ...refusals(400, 401) },
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${todayInMuscat()}.csv"`)
        .send(await ordersCsv(app.db, request.query)),
  );

  app.get(
    '/reports/customers.csv',
    {
      schema: {
        tags,
        summary:
          'Every buyer as CSV (text/csv): each customer account, then each guest who checked out without one (by ' +
          'e-mail), with their orders and what they paid net of refunds, in rials.',
        querystring: customersCsvQuery,
        response: { 200: csvText, ...refusals(400, 401) },
      },
    },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="customers-${todayInMuscat()}.csv"`)
        .send(await customersCsv(app.db)),
  );
}
