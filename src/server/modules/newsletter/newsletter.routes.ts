import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody } from '#shared/api/common.ts';
import { newsletterAnswer, newsletterBody } from '#shared/api/gallery.ts';
import { REQUEST_LIMITS } from '../../lib/request-limits.ts';
import { subscribe } from './newsletter.service.ts';

const newsletterRefusal = errorBody.extend({ result: z.literal('error'), msg: z.string() });

export default async function newsletterRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/newsletter',
    {
      config: REQUEST_LIMITS.newsletter,
      schema: {
        tags: ['newsletter'],
        summary:
          'Subscribe an address to the newsletter. Answers like a mailing-list service ({ result, msg }); a bad ' +
          'address is a 400 that carries both { message, errors } and { result: "error", msg }.',
        body: newsletterBody,
        response: { 200: newsletterAnswer, 400: newsletterRefusal },
      },
      /*
       * Bad input gets a 4xx with { message, errors } (docs/product.md#bad-input), while the storefront's mailing-list
       * handling (docs/product.md#forms-and-validation) shows `msg` whenever `result` is not 'success'. Adding result and msg to every
       * refusal of this route, after the shared error handler has built it, satisfies both clients.
       */
      preSerialization: async (_request, reply, payload: unknown) => {
        if (reply.statusCode < 400 || !isErrorBody(payload)) return payload;
        return { ...payload, result: 'error', msg: payload.message };
      },
    },
    async (request) => {
      const outcome = await subscribe(app.db, request.body.EMAIL);
      return outcome === 'subscribed'
        ? { result: 'success' as const, msg: 'Thank you for subscribing!' }
        : { result: 'success' as const, msg: 'You are already subscribed.' };
    },
  );
}

function isErrorBody(payload: unknown): payload is { message: string; errors: unknown[] } {
  return (
    typeof payload === 'object' && payload !== null && typeof (payload as { message?: unknown }).message === 'string'
  );
}
