import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { reactRouter } from '@react-router/dev/vite';

/** The libraries every page runs before it is hydrated: React, the router, the store, the translations. */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-redux|@reduxjs|redux|redux-thunk|immer|reselect|use-sync-external-store|i18next|react-i18next|html-parse-stringify|void-elements|cookie|set-cookie-parser)[\\/]/;

/**
 * React Router's production build, on the server and in the browser. Its package gives every
 * bundler and Node the development build whatever the mode (remix-run/react-router issue 14102),
 * whose checks and warnings a first visit would run on every route and link, and a phone would
 * download. The server build carries this copy (`ssr.noExternal`), and the Fastify process takes its
 * request handler from it (`createRequestHandler`, re-exported by entry.server.tsx), so that the
 * loaders and the render share one router. `npm run dev` keeps the package's own, with its warnings.
 */
function reactRouterInProduction(): Plugin {
  const production = path.resolve('node_modules/react-router/dist/production');
  const builds: Record<string, string> = {
    'react-router': path.join(production, 'index.mjs'),
    'react-router/dom': path.join(production, 'dom-export.mjs'),
  };
  return {
    name: 'gallery-react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      return builds[id];
    },
  };
}

/**
 * The storefront's build (`react-router build --config vite.storefront.config.ts`, ADR 018): React
 * Router's plugin renders on the server, splits the code by route and preloads each page's modules.
 * The back office keeps its own build (vite.config.ts).
 */
export default defineConfig({
  publicDir: path.resolve('public'),
  resolve: {
    alias: [
      // zod without its probe for eval, which the pages' Content-Security-Policy forbids.
      { find: /^zod$/, replacement: path.resolve('src/web/lib/zod-without-eval.ts') },
      { find: '#web', replacement: path.resolve('src/web') },
      { find: '#shared', replacement: path.resolve('src/shared') },
    ],
  },
  plugins: [reactRouterInProduction(), reactRouter()],
  // Packages Node cannot import as published (directory imports, CSS) are bundled into the server's build.
  ssr: { noExternal: ['redux-persist', 'swiper', 'react-toastify', 'yet-another-react-lightbox'] },
  // In development (server/plugins/web-development.ts): imported on demand only, so Vite would find it
  // on the first page that needs it and reload that page to prepare it.
  optimizeDeps: { include: ['fetch-jsonp'] },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The screens' styles in one stylesheet, after the base one (root.tsx): a first visit waits for
    // two stylesheets instead of one for each part of the page, which cost a phone's first paint.
    cssCodeSplit: false,
    // Fonts stay files: the rial sign's face would otherwise ride, as a data URL, in every page's CSS.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // In one file rather than split by which routes import which part of them.
            { name: 'framework', test: FRAMEWORK, priority: 2 },
            // What most pages share (the layout's parts, the store's slices, the API's endpoints) in
            // one file too: split by route, it made dozens of files of a few hundred bytes, each a
            // module preload and, on a slow phone network, a round trip. Eight routes or more: with
            // fewer, the first load of / downloads more code it does not run; with more, more files.
            { name: 'site', minShareCount: 8, priority: 1 },
          ],
        },
      },
    },
  },
});
