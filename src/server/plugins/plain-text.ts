import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { AppError } from '../errors.ts';

/**
 * Text input without NUL characters. PostgreSQL's text cannot hold U+0000 and refuses the whole
 * statement, which the API would answer with a 500; SQLite keeps it, so the two engines would
 * disagree. No field of the gallery has a use for it, so any string in a request's path, query or
 * body that carries one is refused here, naming the field, before validation or any route runs.
 */
const NUL = '\u0000';
const NUL_MESSAGE = 'must not contain a NUL character';
/** The web plugin's route for every storefront address (plugins/web.ts). */
const STOREFRONT_PAGES = '/*';

/** Whether text holds a NUL: no field, slug or name of the gallery may. */
export const holdsNul = (text: string): boolean => text.includes(NUL);

/** The dotted path of the first string holding a NUL (`address.line1`, `items.0.name`), or null. */
export function fieldWithNul(value: unknown, at = ''): string | null {
  if (typeof value === 'string') return holdsNul(value) ? at || 'body' : null;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (holdsNul(key)) return at ? `${at}.${key.replaceAll(NUL, '')}` : key.replaceAll(NUL, '');
    const found = fieldWithNul(inner, at ? `${at}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}

/** The same rule for what the hook cannot see: the text fields and file names of a multipart form. */
export function refuseNul(field: string, value: string | undefined): void {
  if (value !== undefined && holdsNul(value)) throw AppError.invalid(field, NUL_MESSAGE);
}

async function plainTextPlugin(app: FastifyInstance): Promise<void> {
  // A callback hook: it runs on every request, and an async one would settle a promise each time.
  app.addHook('preValidation', (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    // A storefront page is drawn through the API, which refuses the NUL there: the visitor gets the
    // page's own answer (not found) instead of a JSON refusal.
    if (request.routeOptions.url === STOREFRONT_PAGES) return done();
    const field = fieldWithNul(request.params) ?? fieldWithNul(request.query) ?? fieldWithNul(request.body);
    done(field === null ? undefined : AppError.invalid(field, NUL_MESSAGE));
  });
}

export default fp(plainTextPlugin, { name: 'plain-text' });
