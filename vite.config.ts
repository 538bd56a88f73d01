import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const webRoot = path.resolve('src/web');

/**
 * The back office's page; the storefront is built by React Router (vite.storefront.config.ts). In
 * development the gallery's server runs this configuration in middleware mode under /admin/
 * (server/plugins/web-development.ts).
 */
const adminPage = path.join(webRoot, 'admin/index.html');

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

export default defineConfig(({ command }) => ({
  ...shared,
  resolve: {
    alias: [
      // zod without its probe for eval, which the pages' Content-Security-Policy forbids.
      { find: /^zod$/, replacement: path.resolve('src/web/lib/zod-without-eval.ts') },
      ...(command === 'build' ? [reactRouterInProduction] : []),
      ...sharedAliases,
    ],
  },
  plugins: [react(), compiledWhileDownloading()],
  build: {
    // Beside the storefront's browser code, built first by React Router into the same folder.
    outDir: path.resolve('dist/web/client'),
    emptyOutDir: false,
    target: 'es2022',
    sourcemap: false,
    rollupOptions: {
      input: { admin: adminPage },
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
}));
