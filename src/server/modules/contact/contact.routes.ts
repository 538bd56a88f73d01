import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageBody } from '#shared/api/common.ts';
import { contactBody } from '#shared/api/gallery.ts';
import { REQUEST_LIMITS } from '../../lib/request-limits.ts';
import { receiveContactMessage } from './contact.service.ts';

export default async function contactRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/contact',
    {
      config: REQUEST_LIMITS.contact,
      schema: {
        tags: ['contact'],
        summary: 'A message from the contact form, kept for the gallery staff.',
        body: contactBody,
        response: { 200: messageBody },
      },
    },
    async (request) => {
      await receiveContactMessage(app.db, request.body);
      return { message: 'Thank you for your message. We will reply within two working days.' };
    },
  );
}
