import { once } from 'node:events';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { attachment } from '../../lib/downloads.ts';
import { currentStaff } from '../../plugins/staff-auth.ts';
import {
  applicationAnswer,
  applicationListQuery,
  applicationPageAnswer,
  applicationStatusBody,
  idParams,
} from '#shared/api/manage.ts';
import {
  applicationFile,
  applicationForStaff,
  listApplications,
  setApplicationStatus,
  type ApplicationFileKind,
} from './applications.manage.service.ts';
import { refusals } from '../../lib/refusals.ts';

/** Exhibition applications in the back office, under /admin/api/manage (registered by the staff module's manage.routes.ts). */
export default async function applicationsManageRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['manage'];

  app.get(
    '/applications',
    {
      schema: {
        tags,
        summary:
          "Artists' applications, newest first; filter by status and exhibition, search by artist, e-mail or painting.",
        querystring: applicationListQuery,
        response: { 200: applicationPageAnswer, ...refusals(400, 401) },
      },
    },
    async (request) => listApplications(app.db, request.query),
  );

  app.get(
    '/applications/:id',
    {
      schema: {
        tags,
        summary: 'One application with its files (downloaded through /painting and /portfolio).',
        params: idParams,
        response: { 200: applicationAnswer, ...refusals(400, 401, 404) },
      },
    },
    async (request) => {
      const application = await applicationForStaff(app.db, request.params.id);
      if (!application) throw AppError.notFound('Application');
      return { result: application };
    },
  );

  app.patch(
    '/applications/:id',
    {
      schema: {
        tags,
        summary: 'Move an application along: new, shortlisted, accepted or declined.',
        params: idParams,
        body: applicationStatusBody,
        response: { 200: applicationAnswer, ...refusals(400, 401, 404) },
      },
    },
    async (request) => ({
      result: await setApplicationStatus(app.db, currentStaff(request), request.params.id, request.body.status),
    }),
  );

  for (const kind of ['painting', 'portfolio'] as const) {
    app.get(
      `/applications/:id/${kind}`,
      {
        schema: {
          tags,
          summary:
            `Download the application's ${kind} file (staff only; never served under /media): its own content type ` +
            'and Content-Disposition: attachment with the name the artist gave it. 404 when there is none.',
          params: idParams,
          response: refusals(400, 401, 404),
        },
      },
      async (request, reply) => sendFile(app, reply, request.params.id, kind),
    );
  }
}

async function sendFile(app: FastifyInstance, reply: FastifyReply, id: number, kind: ApplicationFileKind) {
  const file = await applicationFile(app.db, id, kind);
  if (!file) throw AppError.notFound(kind === 'painting' ? 'Painting file' : 'Portfolio file');
  const stream = app.files.stream('private', file.media.storage_key) as Readable;
  try {
    // Wait until the file opened (or failed), so that a missing file is a 404, not a broken download.
    await once(stream, 'readable');
  } catch {
    stream.destroy();
    app.log.error({ applicationId: id, kind, key: file.media.storage_key }, 'private application file missing');
    throw AppError.notFound(kind === 'painting' ? 'Painting file' : 'Portfolio file');
  }
  return reply
    .header('content-type', file.media.mime)
    .header('content-disposition', attachment(file.filename, `application-${id}-${kind}`))
    .header('x-content-type-options', 'nosniff')
    .send(stream);
}
