/**
 * `npm run dev` (NODE_ENV=development): the storefront and the back office from their sources, with
 * hot reload, in the one Fastify process (plugins/web.ts). The storefront is mounted as React
 * Router's framework mode is in a server of one's own (ADR 018): Vite's dev server in middleware mode
 * answers the browser's modules, its HMR client and the public files, and every page is rendered
 * with the server build loaded from the sources (`virtual:react-router/server-build`), so an edit
 * shows on the next request and, through HMR, in the open page. The back office's Vite server answers
 * under /admin/. Their HMR web sockets ride on the gallery's own port. Production never loads this
 * file: it renders the build (plugins/web.ts).
 */
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { FastifyInstance, LogLevel, onRequestHookHandler, RouteShorthandOptions } from 'fastify';
import { createRequestHandler, type RequestHandler, type ServerBuild } from 'react-router';

/** React Router's server build of the sources, as its Vite plugin serves it. */
export const SERVER_BUILD_MODULE = 'virtual:react-router/server-build';
/** The public files (translations, the icon), served by Vite and read by the render as they are. */
export const PUBLIC_DIR = path.resolve('public');
/** The back office's page (vite.config.ts); its Vite server answers under /admin/. */
const ADMIN_PAGE = path.resolve('src/web/admin/index.html');

/** What the gallery uses of a Vite dev server: its middlewares (connect's signature). */
interface ViteMiddlewares {
  middlewares(req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void): void;
}

/** The Vite dev servers the development pages go through (a test gives fakes). */
export interface DevelopmentServers {
  storefront: ViteMiddlewares & {
    ssrLoadModule(url: string): Promise<unknown>;
    ssrFixStacktrace?(error: Error): void;
  };
  admin: ViteMiddlewares & { transformIndexHtml(url: string, html: string, originalUrl?: string): Promise<string> };
}

/** What the web plugin does differently in development. */
export interface DevelopmentWeb {
  /** Where the translation files are read from. */
  publicDir: string;
  /** Renders a page with the server build of the sources at the time of the request. */
  storefront: RequestHandler;
  /**
   * The options of the storefront's route: Vite answers its own files first (an onRequest hook).
   * Requests are logged only when they fail: a page loads two hundred modules from source.
   */
  storefrontRoute: RouteShorthandOptions;
  /** The same for the back office's routes. */
  adminRoute: RouteShorthandOptions;
  /** The back office's page with Vite's HMR client and React Refresh's preamble. */
  adminPage(url: string): Promise<string>;
  /** The pages' Content-Security-Policy: the site's, with what Vite's client needs besides. */
  policy(base: string): string;
}

/**
 * Vite's client waits for a restarted server (`tsx watch`) in a worker started from a blob: URL,
 * then reloads the page; the site's policy allows no worker but its own scripts. Its HMR web socket
 * is the page's own origin, which `connect-src 'self'` allows.
 */
const developmentPolicy = (base: string) => `${base};worker-src 'self' blob:`;

/**
 * A route's onRequest hook that hands the raw request to Vite's middlewares first, as
 * `app.use(vite.middlewares)` does in an Express server: one that answers ends the response itself,
 * and the route goes on only when none did. Vite may rewrite the request's address on the way (the
 * back office's base); the route gets it as it came.
 */
export function throughVite(server: ViteMiddlewares): onRequestHookHandler {
  return (request, reply, done) => {
    const url = request.raw.url;
    server.middlewares(request.raw, reply.raw, (error) => {
      request.raw.url = url;
      done(error as Error | undefined);
    });
  };
}

/**
 * The development pages over the given Vite servers; their requests are logged at `logLevel` (the
 * server's own when it is quieter than warn).
 */
export function developmentWeb(servers: DevelopmentServers, logLevel: LogLevel = 'warn'): DevelopmentWeb {
  const { storefront, admin } = servers;
  const storefrontFiles = throughVite(storefront);
  const build = async () => {
    try {
      return (await storefront.ssrLoadModule(SERVER_BUILD_MODULE)) as ServerBuild;
    } catch (error) {
      // The stack of a broken module pointed at its source rather than at Vite's transform of it.
      if (error instanceof Error) storefront.ssrFixStacktrace?.(error);
      throw error;
    }
  };
  return {
    publicDir: PUBLIC_DIR,
    // The development mode: React Router's error pages with their stacks, and the critical CSS of
    // a page's modules inlined (Vite's client adds their styles only when the code has run).
    storefront: createRequestHandler(build, 'development'),
    storefrontRoute: {
      logLevel,
      onRequest(request, reply, done) {
        // After every edit React Router's hot data revalidation asks for the page's server data
        // (`/about.data`). The server's loaders give only the first page its data, later ones ask
        // the API from the browser (`clientLoader`, ADR 018): there is none to give, and no content
        // is React Router's "nothing new" where the production server's 404 would be an error.
        if (request.url.split('?')[0]!.endsWith('.data')) return void reply.code(204).send();
        storefrontFiles.call(this, request, reply, done);
      },
    },
    adminRoute: { logLevel, onRequest: throughVite(admin) },
    // Its address in the Vite server's root (src/web), as Vite's own HTML middleware gives it.
    adminPage: async (url) =>
      admin.transformIndexHtml('/admin/index.html', await fs.promises.readFile(ADMIN_PAGE, 'utf8'), url),
    policy: developmentPolicy,
  };
}

/**
 * Starts the storefront's and the back office's Vite dev servers in middleware mode, closed with the
 * app. Each keeps its dependencies apart (cacheDir): their optimised copies differ.
 */
export async function startDevelopmentWeb(app: FastifyInstance): Promise<DevelopmentWeb> {
  const { createServer } = await import('vite');
  // On the gallery's server, told apart by path (each Vite server's base): no port of their own.
  const ws = { server: app.server };
  const storefront = await createServer({
    configFile: path.resolve('vite.storefront.config.ts'),
    appType: 'custom',
    cacheDir: path.resolve('node_modules/.vite/storefront'),
    server: { middlewareMode: true, ws },
  });
  try {
    const admin = await createServer({
      configFile: path.resolve('vite.config.ts'),
      // Its files under /admin/, apart from the storefront's: /admin/admin/main.tsx is src/web/admin/main.tsx.
      base: '/admin/',
      appType: 'custom',
      cacheDir: path.resolve('node_modules/.vite/admin'),
      server: { middlewareMode: true, ws },
    });
    app.addHook('onClose', async () => {
      await Promise.all([storefront.close(), admin.close()]);
    });
    const quiet = ['error', 'fatal', 'silent'].includes(app.log.level) ? (app.log.level as LogLevel) : 'warn';
    return developmentWeb({ storefront, admin }, quiet);
  } catch (error) {
    await storefront.close();
    throw error;
  }
}
