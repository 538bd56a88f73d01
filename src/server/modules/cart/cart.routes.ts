import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cartAddBody,
  cartAnswer,
  cartDeleteAllBody,
  cartDeleteBody,
  cartListParams,
  cartMutationAnswer,
} from '#shared/api/cart.ts';
import { contentLocaleOf } from '../../lib/content-locale.ts';
import { contentTranslator } from '../translations/translations.service.ts';
import * as cart from './cart.service.ts';

const tags = ['cart'];

/** The cart of docs/product.md#api, kept on the server (docs/product.md#cart-stock-and-orders). Amounts in baisa. */
export default async function cartRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** Each line's artwork named in the visitor's language, as the catalogue names it (ADR 005). */
  async function inVisitorsLanguage<A extends { result: { product_id: number; product_name: string }[] }>(
    request: FastifyRequest,
    answer: A,
  ): Promise<A> {
    const tr = contentTranslator(app.db, contentLocaleOf(request));
    for (const item of answer.result)
      tr.add('artwork', item.product_id, (values) => {
        if (values.name) item.product_name = values.name;
      });
    await tr.apply();
    return answer;
  }

  app.post('/cart/add', {
    schema: {
      body: cartAddBody,
      response: { 200: cartMutationAnswer },
      tags,
      summary: 'Add an artwork (in a colour and size when it has variations); the same line adds up',
    },
    handler: async (request) =>
      inVisitorsLanguage(
        request,
        await cart.addToCart(app.db, cart.cartOwner(request.body.session_id, request.customer), request.body),
      ),
  });

  app.get('/cart/list/:session_id', {
    schema: { params: cartListParams, response: { 200: cartAnswer }, tags, summary: 'The cart with its totals' },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return inVisitorsLanguage(
        request,
        await cart.getCart(app.db, cart.cartOwner(request.params.session_id, request.customer)),
      );
    },
  });

  app.post('/cart/delete', {
    schema: {
      body: cartDeleteBody,
      response: { 200: cartMutationAnswer },
      tags,
      summary: 'Remove an artwork’s line(s), or take `quantity` off one line',
    },
    handler: async (request) =>
      inVisitorsLanguage(
        request,
        await cart.removeFromCart(app.db, cart.cartOwner(request.body.session_id, request.customer), request.body),
      ),
  });

  app.post('/cart/delete_all', {
    schema: { body: cartDeleteAllBody, response: { 200: cartMutationAnswer }, tags, summary: 'Empty the cart' },
    handler: async (request) => cart.emptyCart(app.db, cart.cartOwner(request.body.session_id, request.customer)),
  });
}
