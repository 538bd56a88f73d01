import type { Config } from '@react-router/dev/config';

/**
 * The storefront in React Router's framework mode (ADR 018): its routes, root and entries live in
 * src/web/storefront; `react-router build` writes the browser's code to dist/web/client and
 * the server's to dist/web/server, which the Fastify process mounts (server/plugins/web.ts).
 */
export default {
  appDirectory: 'src/web/storefront',
  buildDirectory: 'dist/web',
  ssr: true,
  serverModuleFormat: 'esm',
  // Every route is known to the first page (26 of them): no request for the route table on navigation.
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
