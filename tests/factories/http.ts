import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { expect } from 'vitest';
import { errorBody, type ErrorBody } from '#shared/api/common.ts';

/** POSTs JSON (or nothing at all when `body` is undefined), as the storefront does. */
export function postJson(app: FastifyInstance, url: string, body?: unknown) {
  return body === undefined
    ? app.inject({ method: 'POST', url })
    : app.inject({
        method: 'POST',
        url,
        payload: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      });
}

/** POSTs a raw payload with a content type of your choice (malformed JSON, text, ...). */
export function postRaw(app: FastifyInstance, url: string, payload: string | Buffer, contentType = 'application/json') {
  return app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });
}

/** A JSON document just over the API's 1 MB body limit. */
export const oversizedJson = () => JSON.stringify({ padding: 'x'.repeat(1024 * 1024 + 10) });

/** Asserts a refusal of docs/product.md#bad-input: the status, the `{ message, errors }` shape and, if given, the field named. */
export function expectRefusal(res: LightMyRequestResponse, status: number, field?: string): ErrorBody {
  expect(res.statusCode, res.body).toBe(status);
  const body = errorBody.parse(res.json());
  expect(body.message).not.toBe('');
  if (field !== undefined) expect(body.errors.map((e) => e.field)).toContain(field);
  return body;
}

export interface FilePart {
  data: Buffer;
  filename: string;
  type?: string;
}

/** A real multipart/form-data body, serialised by the platform's own FormData encoder. */
export async function multipartBody(
  fields: Record<string, string>,
  files: Record<string, FilePart> = {},
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(files)) {
    form.append(
      name,
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }),
      file.filename,
    );
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type')! },
  };
}

/**
 * Forgets every request the per-address limits have counted (REQUEST_LIMITS), so that a file of
 * tests about a form's validation can send it more often than one visitor may in an hour.
 */
export async function forgetRequestCounts(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('request_rate_limit').execute();
}
