import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cartListParams } from '#shared/api/cart.ts';
import {
  checkoutQuoteAnswer,
  checkoutQuoteQuery,
  orderDetailsAnswer,
  orderIdParams,
  orderListAnswer,
  placeOrderAnswer,
  placeOrderBody,
} from '#shared/api/orders.ts';
import { contentLocaleOf } from '../../lib/content-locale.ts';
import { REQUEST_LIMITS } from '../../lib/request-limits.ts';
import { currentCustomer } from '../../plugins/auth.ts';
import { cartOwner } from '../cart/cart.service.ts';
import { customerInvoicePdf } from './orders.manage.service.ts';
import { sendPdf } from './orders.invoice-pdf.ts';
import * as orders from './orders.service.ts';

const tags = ['orders'];

export default async function ordersRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post('/order/place', {
    config: REQUEST_LIMITS.orders,
    schema: {
      body: placeOrderBody,
      response: { 200: placeOrderAnswer },
      tags,
      summary:
        'Place the order for the session’s cart; the server computes every amount. The same idempotency_key answers the same order.',
    },
    handler: async (request) => {
      const { order, replayed } = await orders.placeOrder(
        { db: app.db, engine: app.dbEngine, mailer: app.mailer, publicUrl: app.env.PUBLIC_URL },
        request.customer?.id ?? null,
        request.body,
        contentLocaleOf(request),
      );
      return {
        message: replayed ? 'This order was already placed.' : 'Thank you. Your order has been received!',
        result: { order_id: order.public_id, order_no: order.order_no },
      };
    },
  });

  app.get('/order/quote/:session_id', {
    schema: {
      params: cartListParams,
      querystring: checkoutQuoteQuery,
      response: { 200: checkoutQuoteAnswer },
      tags,
      summary: 'The cart priced for delivery to a country (shipping zone, tax, total) and the payment methods offered',
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return orders.checkoutQuote(
        app.db,
        cartOwner(request.params.session_id, request.customer),
        request.query.country,
      );
    },
  });

  app.get('/order_details/:orderId', {
    schema: {
      params: orderIdParams,
      response: { 200: orderDetailsAnswer },
      tags,
      summary: 'An order by its public id',
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { result: await orders.orderDetails(app.db, request.params.orderId) };
    },
  });

  app.get('/user/orders', {
    onRequest: app.requireCustomer,
    schema: { response: { 200: orderListAnswer }, tags, summary: 'The logged-in customer’s orders, newest first' },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { result: await orders.customerOrders(app.db, currentCustomer(request).id) };
    },
  });

  app.get('/user/orders/:orderId/invoice.pdf', {
    onRequest: app.requireCustomer,
    schema: { params: orderIdParams, tags, summary: 'The invoice of one of the customer’s own orders, as a PDF' },
    handler: async (request, reply) =>
      sendPdf(reply, await customerInvoicePdf(app.db, currentCustomer(request).id, request.params.orderId)),
  });

  app.get('/user/orders/:orderId', {
    onRequest: app.requireCustomer,
    schema: {
      params: orderIdParams,
      response: { 200: orderDetailsAnswer },
      tags,
      summary: 'One of the customer’s own orders',
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { result: await orders.customerOrderDetails(app.db, currentCustomer(request).id, request.params.orderId) };
    },
  });
}
