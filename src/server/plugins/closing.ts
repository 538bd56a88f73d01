import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** How often, while the server closes, the connections whose last answer has been sent are closed. */
const SWEEP_MS = 50;

/**
 * A close (SIGTERM in a deploy, close-with-grace in main.ts) lets the answers in flight finish and
 * waits for every connection to end before the database closes. Node closes the connections that
 * are idle when the close starts, but not those that become idle afterwards: a keep-alive connection
 * whose answer was still in flight stayed open for Fastify's keep-alive timeout (72 s), past
 * close-with-grace's 10 s, and the gallery was killed with exit code 1 instead of stopping (at 50
 * connections on PostgreSQL, whose answers are more often in flight). So while closing, a connection
 * is closed as soon as its answer has gone.
 */
async function closingPlugin(app: FastifyInstance): Promise<void> {
  let sweep: NodeJS.Timeout | undefined;
  app.addHook('preClose', (done) => {
    sweep = setInterval(() => app.server.closeIdleConnections(), SWEEP_MS);
    sweep.unref();
    done();
  });
  // Fastify runs its plugins' onClose hooks once the server has closed: nothing is left to sweep.
  app.addHook('onClose', (_app, done) => {
    clearInterval(sweep);
    done();
  });
}

export default fp(closingPlugin, { name: 'closing' });
