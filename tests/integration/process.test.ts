import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The real entry point as a process: a bad variable stops it with one line, and SIGTERM drains and exits cleanly.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gallery-process-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, SEED_ON_START: 'false', LOG_LEVEL: 'info', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

describe('the server process', () => {
  it('refuses a bad PORT with one clear line', async () => {
    const run = start({ PORT: 'not-a-port' });
    expect(await run.exited).toBe(1);
    expect(run.output().trim()).toMatch(/^Invalid environment variable PORT="not-a-port"/);
  });

  it('serves, then drains and exits 0 on SIGTERM', async () => {
    const port = 20000 + Math.floor(Math.random() * 20000);
    const run = start({ PORT: String(port), HOST: '127.0.0.1' });
    let ready = false;
    for (let i = 0; i < 100 && !ready; i++) {
      await new Promise((r) => setTimeout(r, 100));
      ready = run.output().includes('Gallery ready');
    }
    expect(ready).toBe(true);
    const answer = await fetch(`http://127.0.0.1:${port}/admin/api/setting`);
    expect(answer.status).toBe(200);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(run.output()).toContain('SIGTERM received');
  }, 30_000);
});
