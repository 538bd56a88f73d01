import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const webRoot = path.resolve('src/web');
const apiPort = Number(process.env.API_PORT ?? 3001);

/**
 * The storefront and the back office are built in two passes (scripts/build.mjs sets GALLERY_APP),
 * so that shared libraries are tree-shaken for each app on its own: a shopper downloads only the
 * parts of React Router and Redux Toolkit the storefront uses.
 */
const pages = {
  storefront: path.join(webRoot, 'index.html'),
  admin: path.join(webRoot, 'admin/index.html'),
};
const only = process.env.GALLERY_APP as keyof typeof pages | 'ssr' | undefined;

/**
 * V8's explicit compile hint (ADR 006, "Compiled while it downloads"): the functions of a file that
 * starts with this comment are compiled while the file downloads, on a background thread, instead of
 * one by one on the main thread the first time each is called. Given to each app's libraries and
 * entry, much of whose code runs while a page starts (a storefront page is taken over with 925 of
 * the framework's 1,676 functions; the back office's sign-in ran a third less script on the main
 * thread with it); not to a screen's code, for which no gain was measurable.
 */
function compiledWhileDownloading(): Plugin {
  const HINT = '//# allFunctionsCalledOnLoad\n';
  return {
    name: 'gallery-compile-hints',
    apply: 'build',
    // Last, after minification (which drops comments) and after Vite puts its list of preloads first.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk' && (file.isEntry || file.name === 'framework')) file.code = HINT + file.code;
        }
      },
    },
  };
}

/**
 * In development one Vite server serves both apps: a back-office screen's address (/admin/...) is
 * answered with the back office's HTML, like the production server does; its API stays with the
 * API server (the proxy below).
 */
function adminPages(): Plugin {
  return {
    name: 'gallery-admin-pages',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const url = req.url ?? '';
        const pathname = url.split('?')[0]!;
        // A screen's address, not a module, a file, one of Vite's own or the API.
        const screen =
          !path.extname(pathname) &&
          !pathname.includes('/@') &&
          !pathname.includes('/node_modules/') &&
          !pathname.startsWith('/admin/api');
        if ((pathname === '/admin' || pathname.startsWith('/admin/')) && screen) req.url = '/admin/index.html';
        next();
      });
    },
  };
}

/**
 * React Router 7 ships a production build without its development warnings and their checks, but its
 * package points every import at the development one, whatever the mode (remix-run/react-router
 * issue 14102). Builds take the production one; the development servers and the tests keep the
 * warnings.
 */
const reactRouterInProduction = {
  find: /^react-router$/,
  replacement: path.resolve('node_modules/react-router/dist/production/index.mjs'),
};

const shared = {
  root: webRoot,
  publicDir: path.resolve('public'),
  resolve: {
    alias: {
      '#web': path.resolve('src/web'),
      '#shared': path.resolve('src/shared'),
    },
  },
};

/** The shared aliases in the list form, for configurations that add aliases of their own before them. */
const sharedAliases = Object.entries(shared.resolve.alias).map(([find, replacement]) => ({ find, replacement }));

/**
 * The third pass (GALLERY_APP=ssr): the storefront as a Node module that draws a page's first screen
 * on the server (src/web/storefront/draw-page.tsx, ADR 007). Libraries stay in node_modules.
 */
const serverDrawing = defineConfig({
  ...shared,
  resolve: {
    alias: [reactRouterInProduction, ...sharedAliases],
  },
  publicDir: false,
  plugins: [react()],
  // Packages Node cannot import as published (directory imports, CSS) are bundled into the module.
  ssr: { noExternal: ['redux-persist', 'swiper', 'react-toastify'] },
  build: {
    ssr: path.join(webRoot, 'storefront/draw-page.tsx'),
    outDir: path.resolve('dist/ssr'),
    emptyOutDir: true,
    target: 'node20',
    sourcemap: false,
    rollupOptions: { output: { entryFileNames: 'draw-page.js' } },
  },
});

export default only === 'ssr'
  ? serverDrawing
  : defineConfig(({ command }) => ({
      ...shared,
      resolve: {
        alias: [
          // zod without its probe for eval, which the pages' Content-Security-Policy forbids.
          { find: /^zod$/, replacement: path.resolve('src/web/lib/zod-without-eval.ts') },
          ...(command === 'build' ? [reactRouterInProduction] : []),
          ...sharedAliases,
        ],
      },
      plugins: [react(), adminPages(), compiledWhileDownloading()],
      build: {
        outDir: path.resolve('dist/web'),
        // The second pass (admin) must not delete the first pass's output.
        emptyOutDir: only !== 'admin',
        target: 'es2022',
        sourcemap: false,
        // Fonts stay files: the rial sign's face (904 bytes) would otherwise ride, as a data URL, in the
        // CSS every storefront page carries inline, though only a page that shows the sign needs it.
        assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
        // The server reads the storefront's manifest to hint each page's screen code (src/server/lib/page-hints.ts).
        manifest: `.vite/${only ?? 'web'}-manifest.json`,
        rollupOptions: {
          input: only ? { [only]: pages[only as keyof typeof pages] } : pages,
          output: {
            // The libraries every page starts with travel as one file instead of a dozen small ones: on a
            // phone each extra request waits its turn for one of the browser's six connections (ADR 006).
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@reduxjs|redux|react-redux|redux-persist|redux-thunk|immer|reselect|use-sync-external-store|i18next|react-i18next|i18next-http-backend|i18next-browser-languagedetector|@standard-schema)[\\/]/,
                  priority: 20,
                },
              ],
            },
          },
        },
      },
      server: {
        port: Number(process.env.PORT ?? 3000),
        strictPort: true,
        proxy: {
          '/admin/api': `http://127.0.0.1:${apiPort}`,
          '/media': `http://127.0.0.1:${apiPort}`,
          '/sitemap.xml': `http://127.0.0.1:${apiPort}`,
        },
      },
    }));
