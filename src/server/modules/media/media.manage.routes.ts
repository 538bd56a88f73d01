import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { refuseNul } from '../../plugins/plain-text.ts';
import { MB } from '../../plugins/uploads.ts';
import { currentStaff } from '../../plugins/staff-auth.ts';
import { mediaAnswer } from '#shared/api/manage.ts';
import { UPLOAD_FILE_MESSAGE, uploadMedia } from './media.manage.service.ts';
import { refusals } from '../../lib/refusals.ts';

const ALT_MAX = 300;

/** Uploads for the back office, under /admin/api/manage (registered by the staff module's manage.routes.ts). */
export default async function mediaManageRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limit = app.env.MAX_UPLOAD_MB * MB;

  app.post(
    '/media',
    {
      schema: {
        tags: ['manage'],
        summary:
          'Upload an image or a PDF (multipart/form-data: field `file`, optional `alt`). Images are checked by ' +
          'content and stored as responsive WebP without metadata; PDFs are kept for press articles. Anything else ' +
          `is refused (400, field file); at most ${app.env.MAX_UPLOAD_MB} MB (413). Use the answer's id in other records.`,
        consumes: ['multipart/form-data'],
        response: { 201: mediaAnswer, ...refusals(400, 401, 413, 415) },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request, limit);
      const result = await uploadMedia(app.db, app.files, currentStaff(request), upload);
      return reply.code(201).send({ result });
    },
  );
}

/** Reads the one file of the form within the size limit while it streams in (never buffered whole when too large). */
async function readUpload(
  request: FastifyRequest,
  limit: number,
): Promise<{ data: Buffer; filename: string; alt: string | null }> {
  if (!request.isMultipart()) {
    const message = 'Send the file as multipart/form-data in the field "file"';
    throw new AppError('unsupported', message, [{ field: 'file', message }]);
  }
  let file: { data: Buffer; filename: string } | undefined;
  let alt: string | null = null;
  const tooLarge = () => {
    const message = `must be at most ${Number((limit / MB).toFixed(1))} MB`;
    return new AppError('too_large', `file: ${message}`, [{ field: 'file', message }]);
  };
  try {
    for await (const part of request.parts({ limits: { fileSize: limit, files: 1 } })) {
      if (part.type === 'field') {
        if (part.fieldname !== 'alt') throw AppError.invalid(part.fieldname, 'is not a field this upload takes');
        const value = String(part.value ?? '').trim();
        refuseNul('alt', value);
        if (part.valueTruncated || value.length > ALT_MAX)
          throw AppError.invalid('alt', `must be at most ${ALT_MAX} characters`);
        alt = value || null;
        continue;
      }
      if (part.fieldname !== 'file') {
        part.file.resume();
        throw AppError.invalid(part.fieldname, 'is not a file this upload takes; send it as "file"');
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file) {
        size += (chunk as Buffer).length;
        if (size > limit) throw tooLarge();
        chunks.push(chunk as Buffer);
      }
      if (part.file.truncated) throw tooLarge();
      refuseNul('file', part.filename);
      file = { data: Buffer.concat(chunks), filename: part.filename ?? '' };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const e = error as { statusCode?: number; code?: string };
    if (e.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (e.code === 'FST_FILES_LIMIT') throw AppError.invalid('file', 'send one file at a time');
    if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) throw error;
    throw AppError.invalid('file', 'could not be read as multipart/form-data');
  }
  if (!file || file.data.length === 0) throw AppError.invalid('file', `is required: ${UPLOAD_FILE_MESSAGE}`);
  return { ...file, alt };
}
