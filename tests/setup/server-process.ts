import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach } from 'vitest';

/** A server started by a test: its exit, whether it said it was ready, and all it printed. */
export interface ServerProcess {
  child: ChildProcess;
  exited: Promise<number | null>;
  /** True once the server says it is ready; false if it exits first. */
  ready: Promise<boolean>;
  output: () => string;
}

/**
 * Starts the real entry point (src/server/main.ts through tsx) with the test runner's environment,
 * production logging and no demo seed, overridden by `env`. Each file that calls it kills what it
 * started after every test: a server left running by a failed test would outlive the suite.
 * There is no deadline of its own: the test's timeout is the only one, since compiling and starting
 * the server takes long on a busy machine.
 */
export function serverProcesses(): (env: Record<string, string>) => ServerProcess {
  const children: ChildProcess[] = [];
  afterEach(() => {
    for (const child of children.splice(0))
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  return (env) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, SEED_ON_START: 'false', LOG_LEVEL: 'info', NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const ready = new Promise<boolean>((resolve) => {
      const check = () => {
        if (output.includes('Gallery ready')) resolve(true);
      };
      child.stdout.on('data', check);
      child.stderr.on('data', check);
      void exited.then(() => resolve(output.includes('Gallery ready')));
    });
    return { child, exited, ready, output: () => output };
  };
}
