import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { errorBody } from '#shared/api/common.ts';

type Transform = typeof jsonSchemaTransform;
type TransformInput = Parameters<Transform>[0];

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);
/** The routes that spend a password hash, which answer 503 when too many wait for one (lib/passwords.ts). */
const HASHING = /\/(user\/(login|register|updatePassword|resetPassword)|manage\/(session|staff.*|password))$/;

/**
 * The refusals a route can answer besides the ones its schema lists, each with the API's one error
 * body, so the document tells a client every status it may meet:
 * - 400 when it reads a path, query or body (validation, a broken address or JSON);
 * - 413 and 415 when it takes a body (too large, not JSON);
 * - 404 when a path or body names a record that may not exist, 414 when a part of the path is too long;
 * - 401 and 403 behind a sign-in (a customer's or the back office's), 401 also for a wrong password;
 * - 409 on writes (a taken e-mail, a sold work, a record changed meanwhile);
 * - 429 behind a rate limit, 503 where a password hash may have to wait.
 * Kept in one place, from what each route declares, rather than repeated in a hundred route files.
 */
export function refusalsOf(
  route: Pick<RouteOptions, 'method' | 'url' | 'schema' | 'config' | 'onRequest' | 'preHandler'>,
): number[] {
  const method = ([] as string[]).concat(route.method)[0] ?? 'GET';
  const schema = (route.schema ?? {}) as { body?: unknown; querystring?: unknown; params?: unknown };
  const takesBody = WITH_BODY.has(method) || schema.body !== undefined;
  const statuses = new Set<number>();
  if (takesBody || schema.querystring || schema.params) statuses.add(400);
  if (takesBody) statuses.add(413).add(415);
  if (schema.params || takesBody || method === 'DELETE') statuses.add(404);
  if (schema.params) statuses.add(414);
  const guarded = route.onRequest !== undefined || route.preHandler !== undefined;
  const backOffice = route.url.startsWith('/admin/api/manage/');
  if (guarded || backOffice || route.url.endsWith('/user/login')) statuses.add(401);
  if (backOffice) statuses.add(403);
  if (method !== 'GET') statuses.add(409);
  const config = route.config as { rateLimit?: unknown } | undefined;
  if (config?.rateLimit || backOffice || route.url.endsWith('/user/login')) statuses.add(429);
  if (HASHING.test(route.url)) statuses.add(503);
  return [...statuses];
}

/** The zod-to-OpenAPI transform, with every refusal of `refusalsOf` added to what the route lists. */
const withRefusals: Transform = (input: TransformInput) => {
  const route = (input as TransformInput & { route: RouteOptions }).route;
  if (!input.url.startsWith('/admin/api/')) return jsonSchemaTransform(input);
  const schema = { ...(input.schema ?? {}) } as Record<string, unknown> & { response?: Record<string, unknown> };
  const response = { ...(schema.response ?? {}) };
  for (const status of refusalsOf(route)) response[status] ??= errorBody;
  schema.response = response;
  return jsonSchemaTransform({ ...input, schema } as TransformInput);
};

/** The OpenAPI description of the API, generated from the route schemas, at /admin/api/docs. */
async function openapiPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Gallery API',
        description:
          'The storefront API of the gallery (docs/product.md#api). Money is integer baisa (1 OMR = 1000). ' +
          'Refusals answer 4xx with { message, errors: [{ field, message }] }.',
        version: '1.0.0',
      },
      servers: [{ url: '/' }],
    },
    transform: withRefusals,
  });
  await app.register(swaggerUi, {
    routePrefix: '/admin/api/docs',
    // The UI's own inline scripts need a relaxed policy on these pages only.
    staticCSP: true,
    transformStaticCSP: (header) => header,
  });
}

export default fp(openapiPlugin, { name: 'openapi' });
