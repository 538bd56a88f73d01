// Builds the browser apps (Vite) and bundles the server (esbuild) into dist/.
// Usage: node scripts/build.mjs [--server-only]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const serverOnly = process.argv.includes('--server-only');
const started = Date.now();

if (!serverOnly) {
  // Two passes, so each app is tree-shaken on its own, and a third that draws storefront pages on the
  // server (see vite.config.ts).
  for (const app of ['storefront', 'admin', 'ssr']) {
    const vite = spawnSync(
      process.execPath,
      [path.resolve('node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
      {
        stdio: 'inherit',
        env: { ...process.env, GALLERY_APP: app },
      },
    );
    if (vite.status !== 0) process.exit(vite.status ?? 1);
  }
}

// Chunk names carry hashes: without a clean start, every build would leave its old chunks behind.
fs.rmSync('dist/server', { recursive: true, force: true });
await build({
  entryPoints: { main: 'src/server/main.ts', cli: 'src/server/cli.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // What only some starts need (the demo seed) goes into chunks of its own, imported on demand, so a
  // start on an existing gallery does not load it or the libraries it imports (ADR 006).
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  banner: { js: '// Built by scripts/build.mjs; edit src/server instead.' },
});

fs.writeFileSync('dist/.build-stamp', String(Date.now()));
console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
