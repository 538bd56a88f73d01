import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverProcesses } from '#tests/setup/server-process.ts';

// The real entry point as a process: a bad variable stops it with one line, SIGTERM drains and exits
// cleanly, and two processes on one database show each other's changes.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gallery-process-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const startServer = serverProcesses();
const start = (env: Record<string, string>) => startServer({ DATA_DIR: dataDir, ...env });

describe('the server process', () => {
  // Each test starts the server with tsx, compiling it on the fly: seconds of work, far more on a busy machine.
  it('refuses a bad PORT with one clear line', async () => {
    const run = start({ PORT: 'not-a-port' });
    expect(await run.exited).toBe(1);
    expect(run.output().trim()).toMatch(/^Invalid environment variable PORT="not-a-port"/);
  }, 60_000);

  it('serves, then drains and exits 0 on SIGTERM', async () => {
    const port = 20000 + Math.floor(Math.random() * 20000);
    const run = start({ PORT: String(port), HOST: '127.0.0.1' });
    expect(await run.ready, run.output()).toBe(true);
    const answer = await fetch(`http://127.0.0.1:${port}/admin/api/setting`);
    expect(answer.status).toBe(200);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(run.output()).toContain('SIGTERM received');
  }, 60_000);

  it('shows a save made through one process in the answers another process cached, on one database', async () => {
    const ports = [0, 1].map(() => 20000 + Math.floor(Math.random() * 20000));
    const owner = { email: 'owner@gallery.test', password: 'two-processes-one-gallery' };
    const env = { HOST: '127.0.0.1', STAFF_EMAIL: owner.email, STAFF_PASSWORD: owner.password };
    // One after the other: the first migrates the new database and creates the owner.
    const first = start({ ...env, PORT: String(ports[0]) });
    expect(await first.ready, first.output()).toBe(true);
    const second = start({ ...env, PORT: String(ports[1]) });
    expect(await second.ready, second.output()).toBe(true);
    const [one, other] = ports.map((port) => `http://127.0.0.1:${port}`);
    const companyName = async () =>
      ((await (await fetch(`${other}/admin/api/setting`)).json()) as { result: { company_name: string } }).result
        .company_name;

    const before = await companyName();
    expect((await fetch(`${other}/admin/api/setting`)).headers.get('x-cache')).toBe('hit');
    const signedIn = await fetch(`${one}/admin/api/manage/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: one! },
      body: JSON.stringify(owner),
    });
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const saved = await fetch(`${one}/admin/api/manage/settings`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: one!, cookie },
      body: JSON.stringify({ company_name: `${before} of Muttrah` }),
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    // Within the feed's interval (500 ms), not the minute after which cached answers expire.
    await expect.poll(companyName, { timeout: 5_000, interval: 50 }).toBe(`${before} of Muttrah`);

    for (const run of [first, second]) run.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(await second.exited).toBe(0);
  }, 90_000);

  it('prints the demo sign-ins as plain lines after seeding a first start', async () => {
    const port = 20000 + Math.floor(Math.random() * 20000);
    const fresh = fs.mkdtempSync(path.join(os.tmpdir(), 'gallery-first-start-'));
    try {
      const run = startServer({ DATA_DIR: fresh, PORT: String(port), HOST: '127.0.0.1', SEED_ON_START: 'true' });
      expect(await run.ready, run.output()).toBe(true);
      const lines = run.output().split('\n');
      const heading = lines.findIndex((line) => line.startsWith('Demo sign-ins'));
      expect(heading, run.output()).toBeGreaterThan(-1);
      // Each on a line of its own, not inside a JSON log line: a newcomer copies them from the terminal.
      expect(lines.slice(heading + 1, heading + 6)).toEqual([
        expect.stringMatching(/^ {2}back office {2}http:\/\/\S+\/admin$/),
        expect.stringMatching(/^ {4}owner {6}\S+@\S+ {2}\S+$/),
        expect.stringMatching(/^ {4}editor {5}\S+@\S+ {2}\S+$/),
        expect.stringMatching(/^ {2}shop {9}http:\/\/\S+\/login-register$/),
        expect.stringMatching(/^ {4}collector {2}\S+@\S+ {2}\S+$/),
      ]);
      // The printed owner's sign-in opens the back office.
      const [, email, password] = /^ {4}owner {6}(\S+) {2}(\S+)$/.exec(lines[heading + 2]!)!;
      const signIn = await fetch(`http://127.0.0.1:${port}/admin/api/manage/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      expect(signIn.status).toBe(200);
      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
    } finally {
      fs.rmSync(fresh, { recursive: true, force: true });
    }
  }, 240_000);
});
