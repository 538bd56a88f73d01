import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageBody } from '#shared/api/common.ts';
import { enquiryBody } from '#shared/api/enquiries.ts';
import { contentLocaleOf } from '../../lib/content-locale.ts';
import { REQUEST_LIMITS } from '../../lib/request-limits.ts';
import { receiveEnquiry } from './enquiries.service.ts';
import { refusals } from '../../lib/refusals.ts';

export default async function enquiriesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/enquiry',
    {
      config: REQUEST_LIMITS.enquiries,
      schema: {
        tags: ['contact'],
        summary:
          'An enquiry about a published work (`similar`: about works like it), kept for the staff, who are told by ' +
          'e-mail and answer in the language of the request (`?lng=`, then Accept-Language).',
        body: enquiryBody,
        response: { 200: messageBody, ...refusals(400, 404, 429) },
      },
    },
    async (request) => {
      await receiveEnquiry(
        { db: app.db, mailer: app.mailer, publicUrl: app.env.PUBLIC_URL },
        request.body,
        contentLocaleOf(request),
      );
      return { message: 'Thank you for your enquiry. We will reply within two working days.' };
    },
  );
}
