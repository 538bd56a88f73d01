import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import closingPlugin from './closing.ts';

/** A GET over a keep-alive connection: its status, its body, and a promise of the connection's end. */
function getKeptAlive(port: number, path: string, agent: http.Agent) {
  return new Promise<{ status: number; body: string; closed: Promise<void> }>((resolve, reject) => {
    const request = http.get({ port, path, agent, host: '127.0.0.1' }, (response) => {
      const closed = new Promise<void>((done) => response.socket.once('close', () => done()));
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body, closed }));
    });
    request.on('error', reject);
  });
}

describe('closing the server', () => {
  it('lets an answer in flight finish, then closes its keep-alive connection instead of waiting for it', async () => {
    const app = Fastify({ logger: false, return503OnClosing: true });
    await app.register(closingPlugin);
    let started!: () => void;
    const inFlight = new Promise<void>((resolve) => (started = resolve));
    app.get('/slow', async () => {
      started();
      await new Promise((resolve) => setTimeout(resolve, 200));
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true });
    try {
      const answer = getKeptAlive(port, '/slow', agent);
      await inFlight;
      const closing = app.close();
      const { status, body, closed } = await answer;
      expect(status).toBe(200);
      expect(JSON.parse(body)).toEqual({ done: true });
      // The server, not the client, ends the connection once the answer has gone: the close completes
      // (without the sweep it waits for the keep-alive timeout, 72 s, and the test runs out of time).
      await closed;
      await closing;
      expect(app.server.listening).toBe(false);
    } finally {
      agent.destroy();
    }
  });

  it('waits for a handler whose client has gone away before what closes after the server (the database)', async () => {
    const app = Fastify({ logger: false, return503OnClosing: true });
    await app.register(closingPlugin);
    const events: string[] = [];
    // Registered after the closing plugin, as the database is in app.ts; Fastify runs it once the server has closed.
    app.addHook('onClose', async () => {
      events.push('database closed');
    });
    let started!: () => void;
    const inFlight = new Promise<void>((resolve) => (started = resolve));
    app.get('/slow', async () => {
      started();
      await new Promise((resolve) => setTimeout(resolve, 200));
      events.push('handler done');
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const request = http.get({ port, path: '/slow', host: '127.0.0.1' });
    request.on('error', () => {});
    await inFlight;
    // The visitor leaves: the connection is gone, the handler goes on.
    request.destroy();
    await app.close();
    expect(events).toEqual(['handler done', 'database closed']);
  });
});
