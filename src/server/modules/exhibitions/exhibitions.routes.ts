import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { refuseNul } from '../../plugins/plain-text.ts';
import { contentLocaleOf } from '../../lib/content-locale.ts';
import { REQUEST_LIMITS } from '../../lib/request-limits.ts';
import { MB } from '../../plugins/uploads.ts';
import { messageBody, slugParams } from '#shared/api/common.ts';
import { APPLICATION_LIMITS, exhibitionDetailAnswer, exhibitionsAnswer } from '#shared/api/gallery.ts';
import { readExhibition, readExhibitions } from '../../lib/storefront-reads.ts';
import { submitApplication, type UploadedFile } from './exhibitions.service.ts';

/** The storefront sends these POSTs without a payload (docs/product.md#api); `{}` or any object is accepted and ignored. */
const noPayload = z.record(z.string(), z.unknown()).nullish();

const FILE_LIMITS: Record<string, number> = {
  painting_upload: APPLICATION_LIMITS.paintingMb * MB,
  upload_portfolio: APPLICATION_LIMITS.portfolioMb * MB,
};

export default async function exhibitionsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/exhibitions',
    {
      schema: {
        tags: ['exhibitions'],
        summary: 'All exhibitions: current first, then upcoming, then past (by the date in Muscat).',
        body: noPayload,
        response: { 200: exhibitionsAnswer },
      },
    },
    async (request, reply) => {
      const answer = await readExhibitions({ db: app.db, locale: contentLocaleOf(request) });
      reply.header('vary', 'accept-language');
      return answer;
    },
  );

  app.post(
    '/exhibitions_details/:slug',
    {
      schema: {
        tags: ['exhibitions'],
        summary: 'One exhibition with its artworks in hanging order; accepts_applications is false once it has ended.',
        params: slugParams,
        body: noPayload,
        response: { 200: exhibitionDetailAnswer },
      },
    },
    async (request, reply) => {
      const answer = await readExhibition({ db: app.db, locale: contentLocaleOf(request) }, request.params.slug);
      reply.header('vary', 'accept-language');
      return answer;
    },
  );

  app.post(
    '/apply_exhibitions',
    {
      config: REQUEST_LIMITS.applications,
      schema: {
        tags: ['exhibitions'],
        summary:
          'An artist applies to an exhibition. multipart/form-data: exhibition_id (title, slug or id), artist_name, ' +
          'artist_email, artist_mobile, artist_description, painting_name; files painting_upload (JPEG, PNG, WebP, ' +
          `TIFF or PDF, at most ${APPLICATION_LIMITS.paintingMb} MB, required) and upload_portfolio (PDF, ZIP, JPEG or ` +
          `PNG, at most ${APPLICATION_LIMITS.portfolioMb} MB, optional). The files are kept private to the gallery staff.`,
        consumes: ['multipart/form-data'],
        response: { 200: messageBody },
      },
    },
    async (request) => {
      const form = await readApplicationForm(request);
      await submitApplication(app.db, app.files, { fields: form.fields, ...form.files });
      return { message: 'Thank you, your application has been received.' };
    },
  );
}

/**
 * Reads the application form into memory, enforcing each file's own limit while it streams in so an
 * oversized upload is refused without being buffered whole.
 */
async function readApplicationForm(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; files: { painting?: UploadedFile; portfolio?: UploadedFile } }> {
  if (!request.isMultipart()) {
    const message = 'Send the application as multipart/form-data';
    throw new AppError('unsupported', message, [{ field: 'body', message }]);
  }
  const fields: Record<string, string> = {};
  const files: Record<string, UploadedFile> = {};
  try {
    // One file more than the form takes gets through to be refused by its name below: an unknown
    // field, or one of the form's files sent twice.
    const parts = request.parts({
      limits: { fileSize: Math.max(...Object.values(FILE_LIMITS)), files: Object.keys(FILE_LIMITS).length + 1 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw AppError.invalid(part.fieldname, 'is too long');
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
        refuseNul(part.fieldname, fields[part.fieldname]);
        continue;
      }
      const limit = FILE_LIMITS[part.fieldname];
      if (limit === undefined) {
        part.file.resume();
        throw AppError.invalid(part.fieldname, 'is not a file this form takes');
      }
      if (files[part.fieldname]) {
        part.file.resume();
        throw AppError.invalid(part.fieldname, 'must be sent once');
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file) {
        size += (chunk as Buffer).length;
        if (size > limit) throw tooLarge(part.fieldname, limit);
        chunks.push(chunk as Buffer);
      }
      if (part.file.truncated) throw tooLarge(part.fieldname, limit);
      // A browser sends an empty, nameless part for a file input left empty.
      if (size === 0 && !part.filename) continue;
      refuseNul(part.fieldname, part.filename);
      files[part.fieldname] = { data: Buffer.concat(chunks), filename: part.filename };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const e = error as { statusCode?: number; code?: string; part?: { fieldname?: string } };
    if (e.code === 'FST_REQ_FILE_TOO_LARGE') {
      const field = e.part?.fieldname ?? 'file';
      throw tooLarge(field, FILE_LIMITS[field] ?? 0);
    }
    if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) throw error;
    // busboy's own parse errors carry no status: the body was not a well-formed form.
    throw AppError.invalid('body', 'could not be read as multipart/form-data');
  }
  return { fields, files: { painting: files.painting_upload, portfolio: files.upload_portfolio } };
}

function tooLarge(field: string, limit: number): AppError {
  const message = limit ? `must be at most ${Math.round(limit / MB)} MB` : 'is too large';
  return new AppError('too_large', `${field}: ${message}`, [{ field, message }]);
}
