import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentStaff } from '../../plugins/staff-auth.ts';
import {
  enquiryDetailAnswer,
  enquiryListQuery,
  enquiryPageAnswer,
  enquiryReplyBody,
  enquiryStateBody,
  idParams,
} from '#shared/api/manage.ts';
import { answerEnquiry, enquiryForStaff, listEnquiries, setEnquiryClosed } from './enquiries.service.ts';
import { refusals } from '../../lib/refusals.ts';

/** Enquiries in the back office, under /admin/api/manage (docs/product.md#enquiries). */
export default async function enquiriesManageRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['manage'];
  const deps = () => ({ db: app.db, mailer: app.mailer, publicUrl: app.env.PUBLIC_URL });

  app.get(
    '/enquiries',
    {
      schema: {
        tags,
        summary:
          'Enquiries about works, newest first; ?status=open|answered|closed keeps one state; ?search= looks in the ' +
          'name, e-mail, work and text. `open` counts the open ones.',
        querystring: enquiryListQuery,
        response: { 200: enquiryPageAnswer, ...refusals(400, 401) },
      },
    },
    async (request) => listEnquiries(app.db, app.env.PUBLIC_URL, request.query),
  );

  app.get(
    '/enquiries/:id',
    {
      schema: {
        tags,
        summary: 'One enquiry with the work it is about and the answers sent.',
        params: idParams,
        response: { 200: enquiryDetailAnswer, ...refusals(400, 401, 404) },
      },
    },
    async (request) => ({ result: await enquiryForStaff(app.db, app.env.PUBLIC_URL, request.params.id) }),
  );

  app.post(
    '/enquiries/:id/reply',
    {
      schema: {
        tags,
        summary:
          'Answer the enquiry by e-mail, in the language the visitor wrote in; the mail stays in the outbox and the ' +
          'enquiry is marked answered.',
        params: idParams,
        body: enquiryReplyBody,
        response: { 200: enquiryDetailAnswer, ...refusals(400, 401, 404) },
      },
    },
    async (request) => ({
      result: await answerEnquiry(deps(), currentStaff(request), request.params.id, request.body.message),
    }),
  );

  app.patch(
    '/enquiries/:id',
    {
      schema: {
        tags,
        summary: 'Close the enquiry, or open it again.',
        params: idParams,
        body: enquiryStateBody,
        response: { 200: enquiryDetailAnswer, ...refusals(400, 401, 404) },
      },
    },
    async (request) => ({
      result: await setEnquiryClosed(deps(), currentStaff(request), request.params.id, request.body.closed),
    }),
  );
}
