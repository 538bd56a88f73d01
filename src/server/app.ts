import type { FastifyError, FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyCompress from '@fastify/compress';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldMessage } from '#shared/field-messages.ts';
import { AppError, type FieldError } from './errors.ts';
import type { Env } from './env.ts';
import { isDiskFull } from './startup-faults.ts';
import type { DbHandle } from './db/client.ts';
import closingPlugin from './plugins/closing.ts';
import dbPlugin from './plugins/db.ts';
import healthPlugin from './plugins/health.ts';
import securityPlugin from './plugins/security.ts';
import plainTextPlugin from './plugins/plain-text.ts';
import storagePlugin from './plugins/storage.ts';
import openapiPlugin from './plugins/openapi.ts';
import uploadsPlugin from './plugins/uploads.ts';
import webPlugin from './plugins/web.ts';
import type { DevelopmentWeb } from './plugins/web-development.ts';
import authPlugin from './plugins/auth.ts';
import mailPlugin from './plugins/mail.ts';
import answerCachePlugin from './plugins/answer-cache.ts';
import changeFeedPlugin from './plugins/change-feed.ts';
import { apiModules, registerTranslatableRecords } from './modules/index.ts';
import seoRoutes from './modules/seo/seo.routes.ts';

// The API's words for a missing, mistyped or out-of-bounds field, the same as the browser's forms'.
z.config({ customError: fieldMessage });

export interface AppOptions {
  env: Env;
  /** An already opened database (tests pass their own); otherwise one is opened from env. */
  dbHandle?: DbHandle;
  /** Serve the built storefront and back office (off in API tests). */
  serveWeb?: boolean;
  /** The folder of the built browser apps (tests serve a stub page); default dist/web/client. */
  webRoot?: string;
  /** The storefront's server build with a `webRoot` of its own (tests); see plugins/web.ts. */
  serverBuild?: string;
  /** The pages from their sources through Vite (tests give fakes); see plugins/web-development.ts. */
  webDevelopment?: DevelopmentWeb;
}

/**
 * The whole gallery as one Fastify plugin: API under /admin/api, media, locales, storefront and back office.
 * main.ts listens; tests call `buildApp` and use `app.inject()`.
 */
export default async function app(fastify: FastifyInstance, options: AppOptions): Promise<void> {
  const server = fastify.withTypeProvider<ZodTypeProvider>();
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  server.decorate('env', options.env);

  server.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const { status, body } = toErrorReply(error);
    if (status >= 500) {
      // A full disk is the one failure the operator can fix at once: said in so many words.
      const what = isDiskFull(error) ? 'disk full' : 'request failed';
      request.log.error({ err: error, url: request.url, method: request.method }, what);
    } else {
      request.log.info({ url: request.url, status, message: body.message }, 'request refused');
    }
    // A refusal that knows how long to wait says so as a client library reads it, in seconds.
    if (error instanceof AppError && error.retryAfterSeconds !== undefined) {
      reply.header('retry-after', String(error.retryAfterSeconds));
    }
    return reply.code(status).send(body);
  });

  server.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ message: `No route for ${request.method} ${request.url.split('?')[0]}`, errors: [] });
  });

  await server.register(closingPlugin);
  await server.register(fastifyCookie);
  await server.register(fastifyCompress, { global: true, threshold: 1024 });
  await server.register(securityPlugin, { env: options.env });
  await server.register(plainTextPlugin);
  await server.register(dbPlugin, { env: options.env, handle: options.dbHandle });
  await server.register(healthPlugin);
  await server.register(answerCachePlugin);
  await server.register(changeFeedPlugin, { intervalMs: options.env.CHANGE_FEED_INTERVAL_MS });
  await server.register(storagePlugin, { env: options.env });
  await server.register(uploadsPlugin, { env: options.env });
  await server.register(openapiPlugin);
  await server.register(authPlugin);
  await server.register(mailPlugin, { env: options.env });
  registerTranslatableRecords();
  await server.register(apiModules, { prefix: '/admin/api' });
  await server.register(seoRoutes);
  if (options.serveWeb !== false)
    await server.register(webPlugin, {
      env: options.env,
      root: options.webRoot,
      serverBuild: options.serverBuild,
      development: options.webDevelopment,
    });
}

/**
 * What Fastify's router refuses before any route or error handler runs (a path part longer than it
 * takes, a broken percent-encoding), answered in the same `{ message, errors }` shape as every other
 * refusal. A constructor option: main.ts and the tests' servers pass it to `Fastify()`.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (error, request, reply) => {
  const { status, body } = toErrorReply(error);
  request.log.info({ url: request.url.slice(0, 200), status, message: body.message }, 'request refused');
  // The option's reply is typed for any route's replies; this one is the plain kind every route has.
  void (reply as FastifyReply).code(status).send(body);
};

interface ErrorBody {
  message: string;
  errors: FieldError[];
}

/** Maps any thrown error to the status and `{ message, errors }` body of docs/product.md#bad-input. */
export function toErrorReply(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof AppError) {
    return { status: error.statusCode, body: { ...error.details, message: error.message, errors: error.errors } };
  }
  const e = error as FastifyError & { validationContext?: string };
  if (Array.isArray(e.validation) && e.validation.length > 0) {
    const context = e.validationContext ?? 'body';
    const errors = e.validation.map((issue) => {
      const at = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
      const params = issue.params as { missingProperty?: string; keys?: string[] } | undefined;
      // An unknown key (a strict object) is named as the field itself, not as its parent.
      const unknown = params?.keys?.[0];
      if (issue.keyword === 'unrecognized_keys' && unknown) {
        return { field: at ? `${at}.${unknown}` : unknown, message: 'is not a field this request takes' };
      }
      return { field: at || params?.missingProperty || context, message: issue.message ?? 'is invalid' };
    });
    const first = errors[0]!;
    return { status: 400, body: { message: `${first.field}: ${first.message}`, errors } };
  }
  const status = typeof e.statusCode === 'number' ? e.statusCode : 500;
  if (status >= 400 && status < 500) {
    const messages: Record<string, string> = {
      FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
      FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but declared as JSON',
      FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
      FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
      FST_REQ_FILE_TOO_LARGE: 'The uploaded file is too large',
      FST_ERR_BAD_URL: 'The address is not valid: a part of it is not properly percent-encoded',
      FST_ERR_MAX_PARAM_LENGTH: 'The address is not valid: a part of it is longer than 100 characters',
    };
    const field =
      e.code === 'FST_REQ_FILE_TOO_LARGE'
        ? 'file'
        : e.code === 'FST_ERR_BAD_URL' || e.code === 'FST_ERR_MAX_PARAM_LENGTH'
          ? 'path'
          : 'body';
    const message = (e.code && messages[e.code]) || e.message || 'Bad request';
    return { status, body: { message, errors: [{ field, message }] } };
  }
  return { status: 500, body: { message: 'Something went wrong on our side. Please try again.', errors: [] } };
}

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
  }
}
