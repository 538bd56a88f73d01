// `npm start`: builds when the sources are newer than the last build, then runs the server.
// On an existing build this adds only a directory walk to the start-up time.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUILD_SOURCES } from './build-sources.mjs';

function newest(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const name of fs.readdirSync(entry)) latest = Math.max(latest, newest(path.join(entry, name)));
  return latest;
}

const stampFile = 'dist/.build-stamp';
const builtAt = fs.existsSync(stampFile) ? fs.statSync(stampFile).mtimeMs : 0;
if (builtAt < Math.max(...BUILD_SOURCES.map(newest))) {
  console.log('Building the gallery (first start or sources changed)...');
  const result = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The built server is the production server; React and React Router pick their builds by it as
// they load, and must all pick the same one.
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(path.resolve('dist/server/main.js')).href);
