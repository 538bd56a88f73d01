import os from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

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
        // The storefront and the back office, both on React 19, the renderer that ships them.
        extends: true,
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          // A screen test clicking through a dozen steps runs React's development build for each; on a
          // busy 2-core machine that came to the default 5 s.
          testTimeout: 15_000,
          setupFiles: ['tests/setup/web.ts'],
        },
      },
    ],
  },
});
