import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pendingMigrations } from '../db/migrate.ts';

/** A failed check's reason fit to show anyone who asks; any other error is logged and shown as "unreachable". */
export class NotReady extends Error {}

/** One thing the process needs before it can take traffic; throws (or rejects) with the reason when it cannot. */
export type ReadinessCheck = () => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * What `/readyz` asks, by name: the database is always there; a plugin whose service must be
     * reachable (an object store) adds its own.
     */
    readinessChecks: Map<string, ReadinessCheck>;
  }
}

/** A check that takes longer than this counts as failed: a load balancer's probe gives up after a few seconds. */
const CHECK_TIMEOUT_MS = 2_000;

const healthAnswer = z.object({ status: z.literal('ok') });
const readyAnswer = z.object({
  status: z.enum(['ready', 'not ready']),
  checks: z.record(z.string(), z.string()),
});

function withTimeout(check: ReadinessCheck): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new NotReady(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([check(), timeout]).finally(() => clearTimeout(timer));
}

/**
 * Probes for a load balancer, outside the API and never cached:
 * - `/healthz` answers 200 while the process lives and its event loop turns (a liveness probe:
 *   restart it when this fails);
 * - `/readyz` answers 200 only when the database answers and has every migration this build knows
 *   (and every other registered check passes), otherwise 503 naming what failed (a readiness
 *   probe: send no traffic until it passes). While the server closes it answers 503 too, so the
 *   balancer stops sending before the process goes (`return503OnClosing`).
 */
async function healthPlugin(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const checks = new Map<string, ReadinessCheck>();
  app.decorate('readinessChecks', checks);
  checks.set('database', async () => {
    const pending = await pendingMigrations(app.db);
    if (pending.length > 0) throw new NotReady(`not migrated: ${pending.length} migration(s) to apply`);
  });

  app.get('/healthz', {
    schema: { response: { 200: healthAnswer }, tags: ['health'], summary: 'Liveness: 200 while the process runs' },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  });

  app.get('/readyz', {
    schema: {
      response: { 200: readyAnswer, 503: readyAnswer },
      tags: ['health'],
      summary: 'Readiness: 200 when the database is reachable and migrated (and every other check passes), else 503',
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const results: Record<string, string> = {};
      let ready = true;
      await Promise.all(
        [...checks].map(async ([name, check]) => {
          try {
            await withTimeout(check);
            results[name] = 'ok';
          } catch (error) {
            ready = false;
            results[name] = error instanceof NotReady ? error.message : 'unreachable';
            request.log.warn({ check: name, err: error }, 'not ready');
          }
        }),
      );
      return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready', checks: results });
    },
  });
}

export default fp(healthPlugin, { name: 'health', dependencies: ['db'] });
