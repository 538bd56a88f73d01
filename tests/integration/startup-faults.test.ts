import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverProcesses } from '#tests/setup/server-process.ts';

// The real entry point started with a broken setting: it stops with one line that names the cause
// and the setting to change, exit code 1, and no stack trace.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gallery-faults-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const startServer = serverProcesses();

async function startWith(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const run = startServer({
    DATA_DIR: fs.mkdtempSync(path.join(root, 'data-')),
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: '0',
    ...env,
  });
  const code = await run.exited;
  return { code, output: run.output().trim() };
}

function expectOneLine(run: { code: number | null; output: string }, pattern: RegExp) {
  expect(run.code, run.output).toBe(1);
  expect(run.output.split('\n'), run.output).toHaveLength(1);
  expect(run.output).toMatch(pattern);
  expect(run.output).not.toMatch(/\n\s+at |Error:/);
}

// Each start compiles the server with tsx: seconds, far more on a busy machine.
const START = 60_000;

describe('start-up faults', () => {
  it(
    'names DATA_DIR when it is a file, or under one',
    async () => {
      const file = path.join(root, 'not-a-folder');
      fs.writeFileSync(file, 'x');
      expectOneLine(
        await startWith({ DATA_DIR: file }),
        /^DATA_DIR=.*not-a-folder is a file, not a folder: set DATA_DIR/,
      );
      expectOneLine(
        await startWith({ DATA_DIR: path.join(file, 'data') }),
        /^DATA_DIR=.* does not exist and cannot be created \(a part of its path is a file\): set DATA_DIR/,
      );
    },
    START * 2,
  );

  it(
    'names DATABASE_URL when nothing listens there, or what listens is not PostgreSQL',
    async () => {
      // A port just freed: nothing listens on it.
      const free = await new Promise<number>((resolve) => {
        const s = net.createServer().listen(0, '127.0.0.1', () => {
          const port = (s.address() as net.AddressInfo).port;
          s.close(() => resolve(port));
        });
      });
      expectOneLine(
        await startWith({ DATABASE_URL: `postgres://gallery@127.0.0.1:${free}/gallery` }),
        new RegExp(
          `^Cannot reach the database \\(postgres 127.0.0.1:${free}/gallery\\): nothing listens there\\. Check DATABASE_URL\\.$`,
        ),
      );

      // Something that hangs up at once, as a web server on the wrong port might.
      const rude = net.createServer((socket) => socket.destroy());
      await new Promise<void>((resolve) => rude.listen(0, '127.0.0.1', resolve));
      const port = (rude.address() as net.AddressInfo).port;
      try {
        expectOneLine(
          await startWith({ DATABASE_URL: `postgres://gallery@127.0.0.1:${port}/gallery` }),
          /^Cannot reach the database \(postgres 127\.0\.0\.1:\d+\/gallery\): the server there closed the connection \(is it PostgreSQL\?\)\. Check DATABASE_URL\.$/,
        );
      } finally {
        rude.close();
      }
    },
    START * 2,
  );

  it(
    'names DATABASE_URL when the SQLite file there is not a database',
    async () => {
      const file = path.join(root, 'notes.sqlite');
      fs.writeFileSync(file, 'These are not the pages of a database. '.repeat(200));
      expectOneLine(
        await startWith({ DATABASE_URL: `sqlite:${file}` }),
        /^The SQLite database is not a SQLite database: check DATABASE_URL\.$/,
      );
    },
    START,
  );

  const pg = process.env.TEST_DATABASE_URL ?? '';
  it.runIf(/^postgres/.test(pg))(
    'names DATABASE_URL when the PostgreSQL database does not exist',
    async () => {
      const url = new URL(pg);
      url.pathname = '/no_such_gallery_database';
      url.search = '';
      expectOneLine(
        await startWith({ DATABASE_URL: url.toString() }),
        /^Cannot use the database \(postgres .*\/no_such_gallery_database\): the database does not exist\. Check DATABASE_URL\.$/,
      );
    },
    START,
  );
});
