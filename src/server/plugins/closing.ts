import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

/** How often, while the server closes, the connections whose last answer has been sent are closed. */
const SWEEP_MS = 50;
/** The longest a close waits for the handlers still running (close-with-grace in main.ts gives 10 s). */
const HANDLERS_WAIT_MS = 5_000;

/**
 * A close (SIGTERM in a deploy, close-with-grace in main.ts) lets the answers in flight finish before
 * the database closes.
 *
 * - Node closes the connections that are idle when the close starts, but not those that become idle
 *   afterwards: a keep-alive connection whose answer was in flight stayed open for Fastify's
 *   keep-alive timeout (72 s), past close-with-grace's 10 s, and the gallery was killed with exit
 *   code 1 instead of stopping (at 50 connections on PostgreSQL). While closing, a connection is
 *   closed as soon as its answer has gone.
 * - A request whose client has gone away keeps no connection open, so nothing held the close for it,
 *   and its handler's next statement met a closed database. The close first waits for the handlers
 *   still running (new requests meanwhile get 503, `return503OnClosing`).
 */
async function closingPlugin(app: FastifyInstance): Promise<void> {
  let running = 0;
  let allFinished: (() => void) | undefined;
  app.addHook('onRoute', (route: RouteOptions) => {
    const handler = route.handler;
    // Async handlers only: Fastify already waits for their promise, so wrapping it changes nothing else.
    if (handler.constructor.name !== 'AsyncFunction') return;
    route.handler = async function (this: FastifyInstance, request, reply) {
      running += 1;
      try {
        return await handler.call(this, request, reply);
      } finally {
        running -= 1;
        if (running === 0) allFinished?.();
      }
    };
  });

  let sweep: NodeJS.Timeout | undefined;
  app.addHook('preClose', (done) => {
    sweep = setInterval(() => app.server.closeIdleConnections(), SWEEP_MS);
    sweep.unref();
    if (running === 0) return done();
    const timer = setTimeout(finish, HANDLERS_WAIT_MS);
    allFinished = finish;
    function finish() {
      clearTimeout(timer);
      allFinished = undefined;
      done();
    }
  });
  // Fastify runs its plugins' onClose hooks once the server has closed: nothing is left to sweep.
  app.addHook('onClose', (_app, done) => {
    clearInterval(sweep);
    done();
  });
}

export default fp(closingPlugin, { name: 'closing' });
