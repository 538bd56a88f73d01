import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import app from '#server/app.ts';
import { parseEnv } from '#server/env.ts';
import { developmentWeb, SERVER_BUILD_MODULE } from '#server/plugins/web-development.ts';
import { createTestDb, type TestDb } from '#tests/setup/test-app.ts';

/** The storefront's server build in miniature (tests/fixtures/storefront-build.mjs), as Vite would load it. */
const SERVER_BUILD = path.resolve('tests/fixtures/storefront-build.mjs');

type Next = (error?: unknown) => void;

let testDb: TestDb;
let server: FastifyInstance;
let stub: ServerBuild & { calls: { url: string }[] };
/** What the storefront's Vite server loads as the server build now: the sources as last saved. */
let sources: ServerBuild;
/** The addresses each Vite server was asked for, as they reached it. */
const asked = { storefront: [] as string[], admin: [] as string[] };

const storefront = {
  middlewares: vi.fn((req: IncomingMessage, res: ServerResponse, next: Next) => {
    asked.storefront.push(req.url!);
    if (req.url !== '/@vite/client') return next();
    res.setHeader('content-type', 'text/javascript');
    res.end('// the HMR client');
  }),
  ssrLoadModule: vi.fn(async (_id: string): Promise<unknown> => sources),
  ssrFixStacktrace: vi.fn(),
};

const admin = {
  // As Vite does with its base (/admin/): the address it passes on is the one in its root.
  middlewares: vi.fn((req: IncomingMessage, res: ServerResponse, next: Next) => {
    asked.admin.push(req.url!);
    req.url = req.url!.replace(/^\/admin\//, '/');
    if (req.url !== '/@vite/client') return next();
    res.setHeader('content-type', 'text/javascript');
    res.end('// the HMR client');
  }),
  transformIndexHtml: vi.fn(async (_url: string, html: string, _originalUrl?: string) =>
    html.replace('<head>', '<head><script type="module">window.refreshed = true;</script>'),
  ),
};

const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

beforeAll(async () => {
  testDb = await createTestDb();
  stub = (await import(SERVER_BUILD)) as typeof stub;
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: testDb.dataDir });
  server = Fastify({ logger: { level: 'silent' } });
  await server.register(app, {
    env,
    dbHandle: testDb.handle,
    serveWeb: true,
    webDevelopment: developmentWeb({ storefront, admin }, 'silent'),
  });
  await server.ready();
});

afterAll(async () => {
  await server.close();
  await testDb.close();
});

beforeEach(() => {
  sources = stub;
  stub.calls.length = 0;
  asked.storefront.length = 0;
  asked.admin.length = 0;
  vi.clearAllMocks();
});

describe('the storefront in development (npm run dev)', () => {
  it('renders every page with the server build Vite loads from the sources at that request', async () => {
    const first = await server.inject({ method: 'GET', url: '/about' });
    const second = await server.inject({ method: 'GET', url: '/about' });
    expect(first.statusCode).toBe(200);
    expect(second.body).toContain('<h1>Rendered /about</h1>');
    // Not cached: each request rendered, with the build as loaded then.
    expect(stub.calls).toHaveLength(2);
    expect(storefront.ssrLoadModule.mock.calls).toEqual([[SERVER_BUILD_MODULE], [SERVER_BUILD_MODULE]]);

    // A component edited: the next request shows it, without a restart.
    sources = {
      ...stub,
      entry: {
        module: {
          default: (_request: Request, status: number, headers: Headers) =>
            new Response('<!DOCTYPE html><html><body><h1>Edited</h1></body></html>', { status, headers }),
        },
      },
    } as ServerBuild;
    const edited = await server.inject({ method: 'GET', url: '/about' });
    expect(edited.body).toContain('<h1>Edited</h1>');
  });

  it("lets Vite answer its own files first, the request's address as it came", async () => {
    const client = await server.inject({ method: 'GET', url: '/@vite/client' });
    expect(client.statusCode).toBe(200);
    expect(client.body).toBe('// the HMR client');
    await server.inject({ method: 'GET', url: '/exhibitions?page=2' });
    expect(asked.storefront).toEqual(['/@vite/client', '/exhibitions?page=2']);
    expect(stub.calls.map((call) => call.url)).toEqual(['/exhibitions?page=2']);
  });

  it('leaves the API to the server', async () => {
    const settings = await server.inject({ method: 'GET', url: '/admin/api/setting' });
    expect(settings.statusCode).toBe(200);
    expect(settings.json()).toHaveProperty('result');
    expect([...asked.storefront, ...asked.admin]).toEqual([]);
  });

  it("allows the inline scripts of the page by their hashes, and Vite's client its worker", async () => {
    const page = await server.inject({ method: 'GET', url: '/contact' });
    const script = /<script>([^<]*)<\/script>/.exec(page.body)![1]!;
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain(`script-src 'self' ${hashOf(script)}`);
    expect(policy).toContain("worker-src 'self' blob:");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it("answers React Router's hot data revalidation with no content: the server's data is the first page's", async () => {
    const data = await server.inject({ method: 'GET', url: '/about.data' });
    expect(data.statusCode).toBe(204);
    expect(stub.calls).toHaveLength(0);
  });

  it("fails a page whose module does not load, the error's stack pointed at the source by Vite", async () => {
    storefront.ssrLoadModule.mockRejectedValueOnce(new SyntaxError('Unexpected token'));
    const page = await server.inject({ method: 'GET', url: '/about' });
    expect(page.statusCode).toBe(500);
    expect(storefront.ssrFixStacktrace).toHaveBeenCalledWith(expect.objectContaining({ message: 'Unexpected token' }));
  });
});

describe('the back office in development', () => {
  it("sends Vite's page for every screen, its inline React Refresh preamble allowed by hash", async () => {
    const page = await server.inject({ method: 'GET', url: '/admin/orders/12' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<script type="module">window.refreshed = true;</script>');
    expect(page.body).toContain('<title>Back office');
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain(`script-src 'self' ${hashOf('window.refreshed = true;')}`);
    expect(policy).toContain("worker-src 'self' blob:");
    expect(admin.transformIndexHtml).toHaveBeenCalledWith('/admin/index.html', expect.any(String), '/admin/orders/12');
    expect((await server.inject({ method: 'GET', url: '/admin' })).statusCode).toBe(200);
  });

  it('lets its Vite server answer its files under /admin/', async () => {
    const client = await server.inject({ method: 'GET', url: '/admin/@vite/client' });
    expect(client.body).toBe('// the HMR client');
  });

  it('still answers an unknown API address as such, whatever Vite made of it', async () => {
    const missing = await server.inject({ method: 'GET', url: '/admin/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'No route for GET /admin/api/nothing-here' });
    expect(asked.admin).toEqual(['/admin/api/nothing-here']);
  });
});
