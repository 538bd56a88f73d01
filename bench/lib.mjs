// Helpers shared by the benchmarks: flags, ports, child processes (server, seed), autocannon with
// precise latencies, tables and result files. Only 127.0.0.1 is ever contacted.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { BUILD_SOURCES } from '../scripts/build-sources.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const RESULTS = path.join(ROOT, 'bench', 'results');
export const LOGS = path.join(RESULTS, 'logs');
export const HOST = '127.0.0.1';
export const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** --flag, --key value and --key=value; everything else is positional. */
export function parseFlags(argv = process.argv.slice(2)) {
  const flags = { _: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--')) {
      flags._.push(arg);
      continue;
    }
    const [key, inline] = arg.slice(2).split('=', 2);
    if (inline !== undefined) flags[key] = inline;
    else if (argv[i + 1] !== undefined && !argv[i + 1].startsWith('--') && VALUED.has(key)) flags[key] = argv[++i];
    else flags[key] = true;
  }
  return flags;
}
const VALUED = new Set([
  'only',
  'endpoints',
  'duration',
  'connections',
  'buyers',
  'artworks',
  'rounds',
  'port',
  'pages',
  'lighthouse-runs',
  'trace-runs',
  'cpu-slowdown',
]);

/**
 * A line to print when other work competes for the CPU before a run starts (the figures then say
 * little). Only before: during a run the benchmark's own server and load generator keep two cores
 * busy, and the load average counts them too (`otherWork` measures the others instead).
 */
export function busyWarning() {
  const [one] = os.loadavg();
  const cores = os.cpus().length;
  return one > cores * 0.75
    ? `WARNING: the machine is busy (load ${one.toFixed(1)} on ${cores} cores): the wall-clock figures (req/s, latency, Lighthouse) are not representative.`
    : null;
}

/** Other processes' CPU, on average over a run, above which its wall-clock figures say little. */
export const OTHER_WORK_LIMITS = { cores: 0.25, stealShare: 0.05 };

let clockTicks;
/** The kernel's clock ticks a second, the unit of /proc's CPU times. */
function ticksPerSecond() {
  clockTicks ??= Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;
  return clockTicks;
}

/** The fields of a `/proc/{pid}/stat` line after its name (which may hold spaces and parentheses). */
function statFields(statLine) {
  return statLine.slice(statLine.lastIndexOf(')') + 2).split(' ');
}

/** User + system clock ticks of a `/proc/{pid}/stat` line, its reaped children's included. */
export function processTicks(statLine) {
  const fields = statFields(statLine);
  return Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
}

/** The machine's busy and stolen clock ticks, from the first line of `/proc/stat`. */
export function machineTicks(procStat) {
  const [, user, nice, system, , , , , steal = 0] = procStat.split('\n', 1)[0].trim().split(/\s+/).map(Number);
  return { busy: user + nice + system, steal };
}

/**
 * What the benchmark itself has used so far, in clock ticks: this process with every child it has
 * reaped (servers, seeds, builds, Chromium), and the PostgreSQL server, whose backends answer the
 * benchmark's queries. Null where there is no /proc.
 */
export function ticksNow() {
  try {
    const { busy, steal } = machineTicks(fs.readFileSync('/proc/stat', 'utf8'));
    let own = processTicks(fs.readFileSync('/proc/self/stat', 'utf8'));
    for (const pid of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(pid) || Number(pid) === process.pid) continue;
      try {
        const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
        // Children still running are not reaped yet: a run stops all of them before it ends.
        if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) === 'postgres') own += processTicks(stat);
      } catch {
        // The process ended between the listing and the read.
      }
    }
    return { busy, steal, own, at: performance.now(), hz: ticksPerSecond() };
  } catch {
    return null;
  }
}

/**
 * The CPU that processes other than the benchmark's took between two `ticksNow()`, in cores on
 * average, and the share of the machine the hypervisor kept for others (steal). A kernel that
 * charges interrupt time to the process it interrupted counts it as the benchmark's here, so the
 * figure leans low, never high.
 */
export function otherWork(before, after, cores = os.cpus().length) {
  if (!before || !after) return null;
  const seconds = (after.at - before.at) / 1000;
  if (!(seconds > 0)) return null;
  const others = Math.max(0, after.busy - before.busy - (after.own - before.own));
  return {
    seconds,
    cores: others / after.hz / seconds,
    stealShare: (after.steal - before.steal) / after.hz / seconds / cores,
  };
}

/** A line to print when other work took the CPU during a run, or null. */
export function otherWorkWarning(work) {
  if (!work || (work.cores <= OTHER_WORK_LIMITS.cores && work.stealShare <= OTHER_WORK_LIMITS.stealShare)) return null;
  const steal =
    work.stealShare > OTHER_WORK_LIMITS.stealShare
      ? `, and the hypervisor kept ${fmt.pct(work.stealShare)} of the machine for others`
      : '';
  return `WARNING: other processes took ${work.cores.toFixed(2)} of a core on average during the run${steal}: the wall-clock figures (req/s, latency, Lighthouse) are not representative.`;
}

export function machine() {
  const cpus = os.cpus();
  return {
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus.length,
    cpu: cpus[0]?.model?.trim() ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    loadavg: os.loadavg().map((n) => Number(n.toFixed(2))),
  };
}

// ---------------------------------------------------------------------------------------------
// Ports and processes

let nextPort = 4400 + (process.pid % 40);

/** A free port in 4400-4499 (the range this bench may use). */
export async function freePort() {
  for (let tries = 0; tries < 100; tries++) {
    const port = nextPort;
    nextPort = nextPort >= 4499 ? 4400 : nextPort + 1;
    const free = await new Promise((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, HOST, () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('no free port in 4400-4499');
}

const children = new Set();

function killAll() {
  for (const child of children) {
    try {
      process.kill(child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}
process.on('exit', killAll);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    killAll();
    process.exit(130);
  });
}

/** Stops a child we started, by its pid: SIGTERM, then SIGKILL after `graceMs`. */
export async function stopChild(child, graceMs = 5000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) {
    children.delete(child);
    return;
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
  children.delete(child);
}

function tail(file, lines = 25) {
  try {
    return fs.readFileSync(file, 'utf8').trim().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/** One GET; resolves with the status code, or 0 when nothing answers. */
export function probe(url, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const req = http.get(url, { timeout: timeoutMs }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(0));
  });
}

/**
 * Spawns a process and waits until GET `readyPath` answers 200. Returns the child, its base URL
 * and how long it took from spawn to the first 200.
 */
export async function startProcess({ name, args, env = {}, port, readyPath, timeoutMs = 30_000 }) {
  fs.mkdirSync(LOGS, { recursive: true });
  const logFile = path.join(LOGS, `${name}.log`);
  const out = fs.openSync(logFile, 'w');
  const started = process.hrtime.bigint();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, HOST, PORT: String(port), ...env },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  children.add(child);
  const base = `http://${HOST}:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    if ((await probe(base + readyPath, 500)) === 200) {
      const readyMs = Number(process.hrtime.bigint() - started) / 1e6;
      return { child, base, readyMs, readyCpuMs: cpuMs(child.pid), logFile };
    }
    await sleep(10);
  }
  await stopChild(child, 1000);
  throw new Error(
    `${name} did not answer ${readyPath} within ${timeoutMs} ms. Last lines of ${logFile}:\n${tail(logFile)}`,
  );
}

/** The gallery itself, as `npm start` runs it after a build: node dist/server/main.js. */
export function startGallery({ name, dataDir, databaseUrl = '', seed = false, port, env = {}, timeoutMs }) {
  return startProcess({
    name,
    port,
    args: ['dist/server/main.js'],
    readyPath: '/admin/api/setting',
    timeoutMs,
    env: {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_ON_START: seed ? 'true' : 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// Build and seed

function newest(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const name of fs.readdirSync(entry)) latest = Math.max(latest, newest(path.join(entry, name)));
  return latest;
}

/** The newest modification time among what scripts/start.mjs watches. */
export function newestSource() {
  return Math.max(...BUILD_SOURCES.map((p) => newest(path.join(ROOT, p))));
}

/**
 * Builds like `npm start` does: when dist is missing or older than the sources. `skip` (--no-build)
 * uses whatever dist holds, only refusing when there is none.
 */
export function ensureBuilt({ skip = false, log = console.log } = {}) {
  const main = path.join(ROOT, 'dist', 'server', 'main.js');
  const stamp = path.join(ROOT, 'dist', '.build-stamp');
  const builtAt = fs.existsSync(stamp) && fs.existsSync(main) ? fs.statSync(stamp).mtimeMs : 0;
  const sourcesAt = newestSource();
  if (builtAt && (skip || builtAt >= sourcesAt)) return { built: false, stale: builtAt < sourcesAt };
  if (skip && !builtAt) throw new Error('dist/server/main.js is missing: run "npm run build" (or drop --no-build)');
  log(builtAt ? 'Sources changed since the last build: npm run build ...' : 'No build yet: npm run build ...');
  const result = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
  return { built: true, stale: false };
}

/** Runs bench/seed.ts (with tsx) into a fresh DATA_DIR / database; returns its manifest. */
export function seedBench({ dataDir, databaseUrl = '', extra = [] }) {
  const tsx = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const args = [
    tsx,
    'bench/seed.ts',
    '--data-dir',
    dataDir,
    ...(databaseUrl ? ['--database-url', databaseUrl] : []),
    ...extra,
  ];
  const result = spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`bench seed failed:\n${result.stdout}\n${result.stderr}`);
  process.stdout.write(result.stdout.replace(/^/gm, ''));
  return JSON.parse(fs.readFileSync(path.join(dataDir, 'bench-manifest.json'), 'utf8'));
}

/** True when PostgreSQL answers at the bench's admin URL within two seconds. */
export async function pgReachable(url = PG_ADMIN_URL) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** The bench database's URL next to the admin URL: same server, database `bench`. */
export function benchPgUrl(adminUrl = PG_ADMIN_URL) {
  const url = new URL(adminUrl);
  url.pathname = '/bench';
  return url.toString();
}

// ---------------------------------------------------------------------------------------------
// HTTP

/** A JSON request to the local server: { status, body }. */
export async function api(base, method, pathname, body, headers = {}) {
  const res = await fetch(base + pathname, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, body: json };
}

/** A complete checkout for buyer number `buyer` in Muscat, paying cash on delivery. */
export function checkoutBody(session, buyer) {
  return {
    session_id: session,
    idempotency_key: crypto.randomUUID(),
    contact: {
      full_name: `Bench Buyer ${buyer + 1}`,
      email: `buyer${buyer + 1}@bench.example`,
      phone: '+968 9123 4567',
    },
    shipping_address: {
      country: 'OM',
      governorate: 'Muscat',
      city: 'Al Khuwair',
      line1: `Way 3021, House ${buyer + 1}`,
    },
    payment_method: 'cod',
  };
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

/** CPU time (user + system, ms) a process has used so far, from /proc; NaN where there is no /proc. */
export function cpuMs(pid) {
  try {
    const fields = statFields(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond();
  } catch {
    return NaN;
  }
}

/**
 * autocannon keeps every answer's body as a string (its request queue does `body += chunk`), which
 * decodes each answer as UTF-8 on the load generator's core: for a 58 KB page of works that decoding
 * took half of the core, and an answer with a single accented letter, or a compressed one, leaves
 * the decoder's ASCII fast path. The benchmarks never read those bodies (each endpoint's answer is
 * checked once before its run), so the queue only counts their bytes, as wrk and the like do, and
 * the throughput measured is the server's rather than the decoder's.
 */
function countBodiesOnly(client) {
  // An internal of autocannon 9: fail loudly if a later version moves it, rather than measure otherwise.
  if (typeof client.pipelinedRequests?.addBody !== 'function') {
    throw new Error('autocannon no longer has pipelinedRequests.addBody: see countBodiesOnly in bench/lib.mjs');
  }
  client.pipelinedRequests.addBody = () => {};
}

/**
 * Runs autocannon and measures latency per response with sub-millisecond precision (autocannon's own
 * histogram keeps whole milliseconds). Latency percentiles count 2xx answers only. `pid` (the
 * server's) adds the server's CPU time per request: unlike requests per second, it hardly moves when
 * other work shares the machine.
 */
export async function cannon({
  url,
  connections = 50,
  duration = 10,
  requests,
  headers = {},
  warmup = 0,
  /** A number of requests instead of a duration. */
  amount,
  drainPath,
  pid,
}) {
  // Requests still queued in the server when a run stops would slow the next one: wait them out.
  const drain = () => (drainPath ? probe(new URL(drainPath, url).href, 30_000) : Promise.resolve());
  if (warmup > 0) {
    await autocannon({ url, connections, duration: warmup, requests, headers, setupClient: countBodiesOnly });
    await drain();
  }
  let latencies = new Float64Array(1 << 16);
  let n = 0;
  const cpuBefore = pid ? cpuMs(pid) : NaN;
  // autocannon runs in this process: its CPU over the run says whether the load generator, not the
  // server, was the limit (a core's worth means the load generator was).
  const ownBefore = process.cpuUsage();
  const startedAt = performance.now();
  const instance = autocannon({
    url,
    connections,
    ...(amount ? { amount } : { duration }),
    requests,
    headers,
    setupClient: countBodiesOnly,
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode < 200 || statusCode >= 300) return;
    if (n === latencies.length) {
      const bigger = new Float64Array(latencies.length * 2);
      bigger.set(latencies);
      latencies = bigger;
    }
    latencies[n++] = responseTime;
  });
  const result = await instance;
  const cpuUsed = pid ? cpuMs(pid) - cpuBefore : NaN;
  const own = process.cpuUsage(ownBefore);
  const loadGeneratorBusy = (own.user + own.system) / 1000 / (performance.now() - startedAt);
  await drain();
  const sorted = latencies.subarray(0, n).sort();
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, v]) => [code, v.count]),
  );
  const total = Object.values(statusCodes).reduce((a, b) => a + b, 0);
  return {
    requests: total,
    ok: n,
    rps: total / (result.duration || duration),
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1] : NaN,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    statusCodes,
    bytesPerSec: result.throughput?.average ?? 0,
    cpuMsPerRequest: total > 0 ? cpuUsed / total : NaN,
    loadGeneratorBusy,
  };
}

// ---------------------------------------------------------------------------------------------
// Output

/** A plain text table; `columns` is [{ key, title, align?, format? }]. */
export function table(rows, columns) {
  const cells = rows.map((row) =>
    columns.map((c) => {
      const value = row[c.key];
      return c.format ? c.format(value, row) : value === undefined || value === null ? '' : String(value);
    }),
  );
  const widths = columns.map((c, i) => Math.max(c.title.length, ...cells.map((r) => r[i].length)));
  const line = (values) =>
    values.map((v, i) => (columns[i].align === 'left' ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join('  ');
  return [line(columns.map((c) => c.title)), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join(
    '\n',
  );
}

export const fmt = {
  int: (v) => (Number.isFinite(v) ? Math.round(v).toLocaleString('en-US') : '-'),
  ms: (v) => (Number.isFinite(v) ? v.toFixed(v < 1 ? 3 : v < 10 ? 2 : 1) : '-'),
  pct: (v) => (Number.isFinite(v) ? `${Math.round(v * 100)}%` : '-'),
  kb: (v) => (Number.isFinite(v) ? `${(v / 1024).toFixed(1)} KB` : '-'),
};

export function writeResult(name, data) {
  fs.mkdirSync(RESULTS, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(RESULTS, `${name}-${stamp}.json`);
  fs.writeFileSync(file, JSON.stringify(data, null, 2));
  fs.writeFileSync(path.join(RESULTS, `${name}-latest.json`), JSON.stringify(data, null, 2));
  return file;
}

/** Read-only SQL on the bench database, for checks the API does not answer (sold vs initial stock). */
export async function openBenchDb(manifest) {
  if (manifest.engine === 'postgres') {
    const client = new pg.Client({ connectionString: manifest.databaseUrl });
    await client.connect();
    return {
      all: async (text, params = []) => {
        let n = 0;
        return (
          await client.query(
            text.replace(/\?/g, () => `$${++n}`),
            params,
          )
        ).rows;
      },
      close: () => client.end(),
    };
  }
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(path.join(manifest.dataDir, 'gallery.sqlite'), { readonly: true, fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  return {
    all: async (text, params = []) => db.prepare(text).all(...params),
    close: async () => db.close(),
  };
}

/** `?, ?, ?` for an IN list. */
export const marks = (list) => list.map(() => '?').join(', ');
