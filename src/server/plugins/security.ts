import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../env.ts';

/**
 * Security headers. The storefront loads only its own scripts and styles; images come from
 * this origin (and data: URIs for tiny placeholders). Frames are refused.
 */
export const securityOptions: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: true,
    directives: {
      'default-src': ["'self'"],
      // A storefront page's inline scripts are allowed by their hashes, page by page (plugins/web.ts).
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'frame-ancestors': ["'none'"],
      'form-action': ["'self'"],
      'object-src': ["'none'"],
      'upgrade-insecure-requests': null,
    },
  },
  // The press PDFs open in a new tab from the same origin.
  crossOriginEmbedderPolicy: false,
  hsts: false,
};

/**
 * The headers helmet sets for these options. They do not depend on the request (no CSP nonces), so
 * helmet runs once at start against a recording response, and each request copies the result;
 * running helmet per request re-parses the CSP every time (ADR 006).
 */
export function helmetHeaders(helmetOptions: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(helmetOptions)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * A JSON answer is never shown as a document, so the headers that only steer how a browser shows a
 * page (CSP sources, DNS prefetching, the opener policy, old IE and Flash switches) do nothing on it.
 * It gets the short set the OWASP REST Security Cheat Sheet recommends instead: about half a kilobyte
 * less on every API answer, a real share of what a catalogue read costs to send (ADR 006).
 */
export const JSON_ANSWER_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

function isJson(contentType: unknown): boolean {
  return typeof contentType === 'string' && contentType.startsWith('application/json');
}

/**
 * One year, subdomains included (ASVS 14.4.5 asks for at least 180 days). Sent only when the gallery
 * is served over https: a browser ignores it over http, and on a development machine it would pin
 * localhost to https for every other project.
 */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** The headers every JSON answer of this gallery carries: the short API set, and HSTS over https. */
export function jsonAnswerHeaders(env: Pick<Env, 'PUBLIC_URL'> | undefined): Readonly<Record<string, string>> {
  return env?.PUBLIC_URL.startsWith('https:')
    ? { ...JSON_ANSWER_HEADERS, 'strict-transport-security': HSTS }
    : JSON_ANSWER_HEADERS;
}

/**
 * Whether an answer may carry someone's personal data: anything answered to a signed-in customer or
 * staff member, any customer or back-office address, and any answer that sets a cookie (a session).
 * Such answers must stay out of shared and browser caches (ASVS 8.2.1), so they get `no-store`
 * unless the route chose otherwise. Public catalogue answers keep their own caching.
 */
function carriesPersonalData(request: FastifyRequest, reply: FastifyReply): boolean {
  const url = request.url;
  if (
    url.startsWith('/admin/api/user/') ||
    url.startsWith('/admin/api/manage/') ||
    url.startsWith('/admin/api/order') ||
    url.startsWith('/admin/api/cart/')
  ) {
    return true;
  }
  if (reply.hasHeader('set-cookie')) return true;
  return (request.customer ?? null) !== null || (request.staff ?? null) !== null;
}

async function securityPlugin(app: FastifyInstance, pluginOptions: { env: Pick<Env, 'PUBLIC_URL'> }) {
  const documentHeaders = helmetHeaders(securityOptions);
  const hsts = pluginOptions.env.PUBLIC_URL.startsWith('https:');
  // When the answer is known: the set depends on what it is. A header a route set itself (the API
  // docs' own policy, a download's) is kept.
  app.addHook('onSend', (request, reply, payload, done) => {
    const headers = isJson(reply.getHeader('content-type')) ? JSON_ANSWER_HEADERS : documentHeaders;
    for (const name in headers) {
      if (!reply.hasHeader(name)) reply.header(name, headers[name]);
    }
    if (hsts) reply.header('strict-transport-security', HSTS);
    if (!reply.hasHeader('cache-control') && carriesPersonalData(request, reply)) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}

export default fp(securityPlugin, { name: 'security' });
