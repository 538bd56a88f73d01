// Builds the browser apps (Vite) and bundles the server (esbuild) into dist/.
// Usage: node scripts/build.mjs [--server-only]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { build } from 'esbuild';

const serverOnly = process.argv.includes('--server-only');

/**
 * Libraries the server bundle loads from node_modules instead of carrying them: native addons
 * (better-sqlite3, sharp; pg looks for its optional native binding), pino, whose log transports run
 * in worker threads started from their own files, and the OpenAPI plugins, which read their own
 * package.json and serve the documentation's files from their directory. React Router and Vite are
 * only for development (plugins/web-development.ts, which the built server never loads: there the
 * router must be the one copy Vite's server modules load from node_modules); the built server takes
 * its router from the storefront's server build, which carries it (vite.storefront.config.ts).
 */
const UNBUNDLED = [
  'react-router',
  'vite',
  'better-sqlite3',
  'sharp',
  'pg',
  'pino',
  'pino-pretty',
  '@fastify/swagger',
  '@fastify/swagger-ui',
];
const started = Date.now();

if (!serverOnly) {
  // The storefront first (React Router: its browser code in dist/web/client, its server render in
  // dist/web/server), then the back office beside it (vite.config.ts).
  const passes = [
    [path.resolve('node_modules/@react-router/dev/bin.js'), 'build', '--config', 'vite.storefront.config.ts'],
    [path.resolve('node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
  ];
  for (const args of passes) {
    const pass = spawnSync(process.execPath, args, { stdio: ['ignore', 'ignore', 'inherit'] });
    if (pass.status !== 0) process.exit(pass.status ?? 1);
  }
  await precompress(['dist/web/client/assets', 'dist/web/client/locales']);
}

/**
 * A brotli and a gzip copy beside each built file that compresses (`name.js.br`, `name.js.gz`), at
 * the strongest settings, made once here: the server sends them as they are (plugins/web.ts), where
 * compressing for each request costs CPU every time and, at the speed a request allows, leaves the
 * code about a sixth larger.
 */
async function precompress(dirs) {
  const brotli = promisify(zlib.brotliCompress);
  const gzip = promisify(zlib.gzip);
  const files = dirs
    .filter((dir) => fs.existsSync(dir))
    .flatMap((dir) => fs.readdirSync(dir, { recursive: true }).map((entry) => path.join(dir, String(entry))))
    .filter((file) => /\.(js|css|json|svg|txt)$/.test(file));
  await Promise.all(
    files.map(async (file) => {
      const body = fs.readFileSync(file);
      // Below this, compressing costs more than it saves (as @fastify/compress's threshold in app.ts).
      if (body.length < 1024) return;
      const copies = await Promise.all([
        brotli(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      for (const [copy, extension] of [
        [copies[0], '.br'],
        [copies[1], '.gz'],
      ]) {
        if (copy.length < body.length) fs.writeFileSync(file + extension, copy);
      }
    }),
  );
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
  // The libraries go into the bundle too: loading Kysely, zod and Fastify's dependencies file by file
  // (a thousand modules resolved, read and compiled one at a time) is about a third of the server's start
  // on a 2-core machine. Left outside are the ones that cannot be bundled.
  external: UNBUNDLED,
  sourcemap: true,
  logLevel: 'warning',
  banner: {
    // Bundled CommonJS libraries call require() for Node's modules and for the ones left outside.
    js: "// Built by scripts/build.mjs; edit src/server instead.\nimport { createRequire as createRequireForBundledLibraries } from 'node:module';\nconst require = createRequireForBundledLibraries(import.meta.url);",
  },
});
refuseFilePathsOfBundledCode('dist/server');

/**
 * A library that finds its own files through `__dirname` or `__filename` breaks once bundled: an ES
 * module has neither, and the files are not next to the bundle. Such a library belongs in UNBUNDLED.
 */
function refuseFilePathsOfBundledCode(dir) {
  for (const entry of fs.readdirSync(dir, { recursive: true })) {
    const file = path.join(dir, String(entry));
    if (!file.endsWith('.js')) continue;
    const found = fs.readFileSync(file, 'utf8').match(/\b__(dirname|filename)\b/);
    if (found) {
      console.error(`${file} uses ${found[0]}: add the library it comes from to UNBUNDLED in scripts/build.mjs`);
      process.exit(1);
    }
  }
}

fs.writeFileSync('dist/.build-stamp', String(Date.now()));
console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
