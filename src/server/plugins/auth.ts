import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { databaseRateLimitStore } from './rate-limit-store.ts';
import type { Env } from '../env.ts';
import { customerForToken, SESSION_TTL_MS, type AuthCustomer } from '../modules/accounts/accounts.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in customer, or null for a visitor. */
    customer: AuthCustomer | null;
    /** The session token this request was authenticated with (to keep it when others are ended). */
    sessionToken: string | null;
  }
  interface FastifyInstance {
    /** preHandler for customer-only routes: answers 401 to visitors. */
    requireCustomer: (request: FastifyRequest) => Promise<void>;
  }
}

export const SESSION_COOKIE = 'gallery_session';
/** The credential is only ever needed by the API, so the browser sends it nowhere else. */
const COOKIE_PATH = '/admin/api';
const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (match && TOKEN.test(match[1]!)) return match[1]!;
  }
  const cookie = request.cookies?.[SESSION_COOKIE];
  return cookie && TOKEN.test(cookie) ? cookie : null;
}

export function setSessionCookie(reply: FastifyReply, env: Env, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: env.PUBLIC_URL.startsWith('https:'),
    path: COOKIE_PATH,
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, env: Env): void {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: env.PUBLIC_URL.startsWith('https:'),
    path: COOKIE_PATH,
  });
}

/** The customer of a request that passed requireCustomer. */
export function currentCustomer(request: FastifyRequest): AuthCustomer {
  if (!request.customer) throw new AppError('unauthorized', 'Please log in to continue.');
  return request.customer;
}

/**
 * Customer sessions (docs/product.md#sessions-and-accounts): the httpOnly cookie `gallery_session`, or the same token as
 * `Authorization: Bearer` for other API clients. Also registers @fastify/rate-limit (global: false)
 * so that any route can set `config.rateLimit`, its counts kept in the database (rate-limit-store.ts);
 * refusals use the app's `{ message, errors }` body.
 */
async function authPlugin(app: FastifyInstance) {
  if (!app.hasDecorator('rateLimit')) {
    await app.register(rateLimit, {
      global: false,
      store: databaseRateLimitStore(app.db),
      errorResponseBuilder: (_request, context) =>
        new AppError('rate_limited', `Too many requests. Please wait ${context.after} and try again.`),
    });
  }

  app.decorateRequest('customer', null);
  app.decorateRequest('sessionToken', null);
  app.decorate('requireCustomer', async (request: FastifyRequest) => {
    currentCustomer(request);
  });

  // A callback hook: most requests carry no session, and those settle no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    request.customer = null;
    request.sessionToken = null;
    const token = request.url.startsWith('/admin/api/') ? tokenOf(request) : null;
    if (!token) {
      done();
      return;
    }
    customerForToken(app.db, token).then((customer) => {
      if (customer) {
        request.customer = customer;
        request.sessionToken = token;
      }
      done();
    }, done);
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['db'] });
