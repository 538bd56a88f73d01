// Starts the built gallery for the end-to-end tests on a freshly seeded database in data/e2e.
import fs from 'node:fs';
import path from 'node:path';

// One data folder per port, so several runs can happen side by side.
const dataDir = path.resolve(`data/e2e-${process.env.E2E_PORT ?? '3100'}`);
fs.rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.PORT = process.env.E2E_PORT ?? '3100';
process.env.HOST = '127.0.0.1';
process.env.PUBLIC_URL = `http://127.0.0.1:${process.env.PORT}`;
process.env.SEED_ON_START = 'true';
process.env.LOG_LEVEL = process.env.LOG_LEVEL ?? 'warn';
delete process.env.DATABASE_URL;
await import('./start.mjs');
