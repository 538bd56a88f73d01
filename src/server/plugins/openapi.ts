import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

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
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/admin/api/docs',
    // The UI's own inline scripts need a relaxed policy on these pages only.
    staticCSP: true,
    transformStaticCSP: (header) => header,
  });
}

export default fp(openapiPlugin, { name: 'openapi' });
