import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storefrontRendererAliases } from './renderer.config.ts';

/** Tests that draw with React's server renderer, and the back office, which runs on React. */
const onReact = [
  'src/web/admin/**/*.test.{ts,tsx}',
  'src/web/storefront/draw-page.test.tsx',
  'src/web/lib/lazy-page.test.tsx',
];

export default defineConfig({
  test: {
    // Vitest leaves a core to itself (one worker on two cores); its own share is small next to the
    // workers', and two workers finish the suite in two thirds of the time there.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: [
            'src/server/**/*.test.ts',
            'src/shared/**/*.test.ts',
            'tests/integration/**/*.test.ts',
            'bench/**/*.test.mjs',
          ],
          testTimeout: 20_000,
          hookTimeout: 60_000,
          setupFiles: ['tests/setup/server.ts'],
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: onReact,
          setupFiles: ['tests/setup/web.ts'],
        },
      },
      {
        // The storefront's components on the renderer that ships them (ADR 009): Preact's compat
        // layer. Libraries that import React are run through the aliases too, not loaded by Node.
        extends: true,
        plugins: [react()],
        resolve: {
          alias: [
            ...storefrontRendererAliases,
            // Testing Library's Preact flavour, on the one copy of its DOM queries user-event uses too.
            { find: /^@testing-library\/react$/, replacement: '@testing-library/preact' },
            // A test here that draws markup to take over draws it with Preact's server renderer; React's
            // drawing and the take-over of it are checked end to end (tests/e2e/drawn-pages.spec.ts).
            { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
            { find: /^@testing-library\/dom$/, replacement: path.resolve('node_modules/@testing-library/dom') },
          ],
          // The libraries' ES module builds, which the aliases reach; their CommonJS builds would
          // require React itself.
          conditions: ['module', 'browser', 'development|production'],
          mainFields: ['browser', 'module', 'jsnext:main', 'jsnext'],
        },
        test: {
          name: 'storefront',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          exclude: onReact,
          setupFiles: ['tests/setup/web.ts'],
          server: { deps: { inline: true } },
          // CommonJS libraries (use-sync-external-store, under react-redux and react-i18next) would
          // require React itself; bundled first like the browser build bundles them, they get Preact.
          deps: {
            optimizer: {
              client: {
                enabled: true,
                include: [
                  'use-sync-external-store/shim',
                  'use-sync-external-store/with-selector.js',
                  'use-sync-external-store/shim/with-selector',
                ],
              },
            },
          },
        },
      },
    ],
  },
});
