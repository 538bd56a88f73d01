import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  dashboardAnswer,
  managedOrderAnswer,
  orderListAnswer,
  orderListQuery,
  orderRefParams,
  orderStateBody,
} from '#shared/api/manage-orders.ts';
import { refundOrderBody, shipOrderBody } from '#shared/api/order-after-sale.ts';
import { currentStaff } from '../../plugins/staff-auth.ts';
import {
  cancelOrderForStaff,
  dashboardFigures,
  listOrdersForStaff,
  orderForStaff,
  orderInvoice,
  orderInvoicePdf,
  refundOrder,
  setOrderStates,
  shipOrder,
} from './orders.manage.service.ts';
import { sendPdf } from './orders.invoice-pdf.ts';
import { refusals } from '../../lib/refusals.ts';

/**
 * Orders and the dashboard in the back office, under /admin/api/manage (registered by the staff
 * module's manage.routes.ts, which requires a staff session). Owners and editors alike:
 * Editors manage content and orders (docs/product.md#sessions-and-accounts).
 */
export default async function ordersManageRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['manage: orders'];
  const afterSale = { db: app.db, mailer: app.mailer, publicUrl: app.env.PUBLIC_URL };

  app.get(
    '/orders',
    {
      schema: {
        tags,
        summary:
          'Orders, one page at a time, newest first by default: search by order number, customer name or e-mail; ' +
          'filter by status, payment_status, fulfilment_status, payment_method and a from/to day (Muscat); ' +
          'sort by created, total, order_no or customer. `counts` covers every order, for the status tabs.',
        querystring: orderListQuery,
        response: { 200: orderListAnswer, ...refusals(400, 401) },
      },
    },
    async (request) => listOrdersForStaff(app.db, request.query),
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        tags,
        summary:
          'One order by its number (BAF-2026-000123) or public id: customer, address, lines, totals in baisa, ' +
          'the three states, the steps allowed from them, and its history from the audit log.',
        params: orderRefParams,
        response: { 200: managedOrderAnswer, ...refusals(400, 401, 404) },
      },
    },
    async (request) => ({ result: await orderForStaff(app.db, request.params.id) }),
  );

  app.patch(
    '/orders/:id/status',
    {
      schema: {
        tags,
        summary:
          'Move the order along its allowed steps: status placed → confirmed → completed (completed needs delivered ' +
          'and paid), payment unpaid → paid → refunded, delivery unfulfilled → shipped → delivered (confirmed orders ' +
          'only). A refused step answers 409 naming the field. status "cancelled" cancels as POST /cancel does.',
        params: orderRefParams,
        body: orderStateBody,
        response: { 200: managedOrderAnswer, ...refusals(400, 401, 404, 409) },
      },
    },
    async (request) => ({
      result: await setOrderStates(afterSale, currentStaff(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/orders/:id/ship',
    {
      schema: {
        tags,
        summary:
          'Ship a confirmed order with its carrier and tracking number. The collector is e-mailed in the order’s ' +
          'language, with a link to the carrier’s tracking page when the carrier is known (DHL, Aramex, FedEx, UPS).',
        params: orderRefParams,
        body: shipOrderBody,
        response: { 200: managedOrderAnswer, ...refusals(400, 401, 404, 409) },
      },
    },
    async (request) => ({
      result: await shipOrder(afterSale, currentStaff(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/orders/:id/refund',
    {
      schema: {
        tags,
        summary:
          'Record a refund of a paid order: an amount in baisa up to what was paid and not yet refunded, and the ' +
          'reason. Refunding the whole total marks the payment refunded. The collector is e-mailed the amount and reason.',
        params: orderRefParams,
        body: refundOrderBody,
        response: { 200: managedOrderAnswer, ...refusals(400, 401, 404, 409) },
      },
    },
    async (request) => ({
      result: await refundOrder(afterSale, currentStaff(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/orders/:id/cancel',
    {
      schema: {
        tags,
        summary:
          'Cancel the order and return its stock exactly once (a sold unique work is for sale again). Cancelling a ' +
          'cancelled order answers it unchanged; a completed, shipped or delivered order answers 409.',
        params: orderRefParams,
        response: { 200: managedOrderAnswer, ...refusals(400, 401, 404, 409) },
      },
    },
    async (request) => ({ result: await cancelOrderForStaff(afterSale, currentStaff(request), request.params.id) }),
  );

  app.get(
    '/orders/:id/invoice',
    {
      schema: {
        tags,
        summary:
          'The printable invoice as an HTML page (text/html): the gallery, the order number and date, the customer, ' +
          'the lines, sub total, shipping, VAT and total in OMR with 3 decimals.',
        params: orderRefParams,
        response: refusals(400, 401, 404),
      },
    },
    async (request, reply) => sendHtml(reply, await orderInvoice(app.db, request.params.id)),
  );

  app.get(
    '/orders/:id/invoice.pdf',
    {
      schema: {
        tags,
        summary: 'The invoice as a PDF download (application/pdf), with the same content as the printable page.',
        params: orderRefParams,
        response: refusals(400, 401, 404),
      },
    },
    async (request, reply) => sendPdf(reply, await orderInvoicePdf(app.db, request.params.id)),
  );

  app.get(
    '/dashboard',
    {
      schema: {
        tags,
        summary:
          'The figures of the day: orders by state, this month’s revenue in baisa (Muscat month; cancelled and ' +
          'refunded orders left out), new exhibition applications, unread messages, artworks for sale and sold, ' +
          'and the newest orders.',
        response: { 200: dashboardAnswer, ...refusals(401) },
      },
    },
    async () => ({ result: await dashboardFigures(app.db) }),
  );
}

/** A page of HTML, outside the JSON serializer of the other answers. */
function sendHtml(reply: FastifyReply, invoice: { orderNo: string; html: string }) {
  return reply
    .type('text/html; charset=utf-8')
    .header('content-disposition', `inline; filename="invoice-${invoice.orderNo}.html"`)
    .send(invoice.html);
}
