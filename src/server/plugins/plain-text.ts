import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { AppError } from '../errors.ts';

/**
 * Plain input: text without NUL characters, in bodies of a sane depth.
 *
 * PostgreSQL's text cannot hold U+0000 and refuses the whole statement, which the API would answer
 * with a 500; SQLite keeps it, so the two engines would disagree. No field of the gallery has a use
 * for it, so any string in a request's path, query or body that carries one is refused here, naming
 * the field, before validation or any route runs.
 *
 * A JSON body nested thousands of levels deep (8 KB of `[[[[…`) parses, but overflows the stack of
 * any walk over it (this one, zod's, the error handler's): refused here too, at a depth no form of
 * the gallery comes near (its deepest body, an order with its address, is two levels).
 */
const NUL = '\u0000';
const NUL_MESSAGE = 'must not contain a NUL character';
export const MAX_DEPTH = 32;
const DEPTH_MESSAGE = `must not nest lists or objects more than ${MAX_DEPTH} levels deep`;
/** The web plugin's route for every storefront address (plugins/web.ts). */
const STOREFRONT_PAGES = '/*';

/** Whether text holds a NUL: no field, slug or name of the gallery may. */
export const holdsNul = (text: string): boolean => text.includes(NUL);

/** A field the hook refuses, by its dotted path (`address.line1`, `items.0.name`), and why. */
export interface InputProblem {
  field: string;
  message: string;
}

/** The first string holding a NUL, or the first list or object nested too deep, or null. */
export function inputProblem(value: unknown, at = '', depth = 0): InputProblem | null {
  if (typeof value === 'string') return holdsNul(value) ? { field: at || 'body', message: NUL_MESSAGE } : null;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  if (depth >= MAX_DEPTH) return { field: at || 'body', message: DEPTH_MESSAGE };
  for (const [key, inner] of Object.entries(value)) {
    if (holdsNul(key))
      return { field: at ? `${at}.${key.replaceAll(NUL, '')}` : key.replaceAll(NUL, ''), message: NUL_MESSAGE };
    const found = inputProblem(inner, at ? `${at}.${key}` : key, depth + 1);
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
    // A storefront page is rendered through the API, which refuses the NUL there: the visitor gets the
    // page's own answer (not found) instead of a JSON refusal.
    if (request.routeOptions.url === STOREFRONT_PAGES) return done();
    const problem = inputProblem(request.params) ?? inputProblem(request.query) ?? inputProblem(request.body);
    done(problem === null ? undefined : AppError.invalid(problem.field, problem.message));
  });
}

export default fp(plainTextPlugin, { name: 'plain-text' });
