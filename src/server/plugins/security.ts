import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';
import { CODE_STARTER_CSP } from '../lib/code-starter.ts';

/**
 * Security headers. The storefront loads only its own scripts and styles; images come from
 * this origin (and data: URIs for tiny placeholders). Frames are refused.
 */
const options: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: true,
    directives: {
      'default-src': ["'self'"],
      // The code starter of drawn pages is the one inline script, allowed by its hash.
      'script-src': ["'self'", CODE_STARTER_CSP],
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

async function securityPlugin(app: FastifyInstance) {
  const documentHeaders = helmetHeaders(options);
  // When the answer is known: the set depends on what it is. A header a route set itself (the API
  // docs' own policy, a download's) is kept.
  app.addHook('onSend', (_request, reply, payload, done) => {
    const headers = isJson(reply.getHeader('content-type')) ? JSON_ANSWER_HEADERS : documentHeaders;
    for (const name in headers) {
      if (!reply.hasHeader(name)) reply.header(name, headers[name]);
    }
    done(null, payload);
  });
}

export default fp(securityPlugin, { name: 'security' });
