// `npm run bench`: the API, order and page benchmarks, then one summary against the targets of bench/README.md.
//   npm run bench                        full run: SQLite, and PostgreSQL when reachable (8 to 12 minutes)
//   npm run bench -- --smoke             short run for CI (SQLite, 2 s per endpoint, Lighthouse on / only)
//   npm run bench -- --only api,orders   some of them: api, orders, pages
//   npm run bench -- --pg | --no-pg      add PostgreSQL to a smoke run | leave it out of a full run
//   npm run bench -- --no-build          use dist/ as it is; --fresh re-seeds the demo gallery too
//   npm run bench -- --duration 5 --connections 50
//   npm run bench -- --only api --endpoints search,search-selling   some API rows only (keys in bench/api.mjs)
//   npm run bench -- --lighthouse-runs 5     Lighthouse runs per page in a full run (median reported; 3 by default)
//   npm run bench -- --trace-runs 9          traced loads per page for the main thread's work (median; 7 by default)
//   npm run bench -- --cpu-slowdown 8        Lighthouse's simulated phone this much slower than the machine (4, the
//                                            mobile profile's, by default): a fast machine standing in for a slow one
// Exits non-zero only when a benchmark cannot run or an order oversells; a missed speed target is
// reported, never a failure.
import {
  busyWarning,
  machine,
  fmt,
  parseFlags,
  ensureBuilt,
  otherWork,
  otherWorkWarning,
  table,
  ticksNow,
  writeResult,
  RESULTS,
} from './lib.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { apiTable, runApi, TARGETS as API_TARGETS } from './api.mjs';
import { ordersTable, runOrders } from './orders.mjs';
import { pagesTable, runPages, TARGETS as PAGE_TARGETS } from './pages.mjs';

const flags = parseFlags();
const smoke = Boolean(flags.smoke);
const only = new Set(
  String(flags.only ?? 'api,orders,pages')
    .split(',')
    .map((s) => s.trim()),
);
const unknown = [...only].filter((name) => !['api', 'orders', 'pages'].includes(name));
if (unknown.length) {
  console.error(`--only takes api, orders and/or pages (comma-separated), not: ${unknown.join(', ')}`);
  process.exit(2);
}
const pg = flags['no-pg'] ? false : smoke ? Boolean(flags.pg) : true;
const started = Date.now();
const problems = [];
const results = { machine: machine(), smoke, pg };

console.log(
  `Bench ${smoke ? 'smoke run' : 'full run'} on ${results.machine.cpus} cores (${results.machine.cpu}), Node ${results.machine.node}, load ${results.machine.loadavg.join(' ')}`,
);
const busyAtStart = busyWarning();
if (busyAtStart) console.log(busyAtStart);
const ticksAtStart = ticksNow();
try {
  ensureBuilt({ skip: Boolean(flags['no-build']) });
} catch (error) {
  console.error(`Cannot build: ${error.message}`);
  process.exit(1);
}
const common = {
  smoke,
  pg,
  noBuild: true,
  fresh: Boolean(flags.fresh),
  duration: flags.duration,
  connections: flags.connections,
  endpoints: flags.endpoints,
  lighthouseRuns: flags['lighthouse-runs'] === undefined ? undefined : Number(flags['lighthouse-runs']),
  traceRuns: flags['trace-runs'] === undefined ? undefined : Number(flags['trace-runs']),
  cpuSlowdown: flags['cpu-slowdown'] === undefined ? undefined : Number(flags['cpu-slowdown']),
};

async function step(name, fn) {
  if (!only.has(name)) return null;
  try {
    const result = await fn();
    problems.push(...(result.problems ?? []).map((p) => ({ ...p, bench: name })));
    return result;
  } catch (error) {
    console.error(`[${name}] cannot run: ${error.stack ?? error.message}`);
    problems.push({ bench: name, fatal: true, what: name, message: `cannot run: ${error.message.split('\n')[0]}` });
    return null;
  }
}

results.api = await step('api', () => runApi(common));
results.orders = await step('orders', () =>
  runOrders({ ...common, buyers: flags.buyers, artworks: flags.artworks, rounds: flags.rounds }),
);
results.pages = await step('pages', () => runPages(common));

// ---------------------------------------------------------------------------------------------
// Summary

const out = [];
const section = (title, body) => out.push(`\n== ${title} ==\n${body}`);
if (results.api) {
  section(
    `API, ${results.api.connections} connections, ${results.api.duration} s per endpoint`,
    apiTable(results.api.rows),
  );
}
if (results.orders) section('Orders under contention', ordersTable(results.orders.rows));
if (results.pages && (results.pages.lighthouse || results.pages.bundle))
  section(
    `Pages (${results.pages.seed === 'bench' ? 'bench seed, smoke run' : 'demo seed'})`,
    pagesTable(results.pages),
  );

const targets = [];
const verdict = (ok) => (ok === null ? 'n/a' : ok ? 'met' : 'MISSED');
if (results.pages?.lighthouse?.length) {
  const ok = results.pages.lighthouse.filter((r) => !r.broken);
  for (const [key, label, target, cmp] of [
    [
      'performance',
      'Lighthouse mobile performance',
      `>= ${PAGE_TARGETS.performance}`,
      (v) => v >= PAGE_TARGETS.performance,
    ],
    [
      'accessibility',
      'Lighthouse accessibility',
      `${PAGE_TARGETS.accessibility}`,
      (v) => v >= PAGE_TARGETS.accessibility,
    ],
    [
      'best-practices',
      'Lighthouse best practices',
      `>= ${PAGE_TARGETS['best-practices']}`,
      (v) => v >= PAGE_TARGETS['best-practices'],
    ],
    ['seo', 'Lighthouse SEO', `${PAGE_TARGETS.seo}`, (v) => v >= PAGE_TARGETS.seo],
  ]) {
    if (!ok.length) continue;
    const slowed = results.pages.cpuSlowdown && results.pages.cpuSlowdown !== 4;
    targets.push({
      target: slowed ? `${label} (phone ${results.pages.cpuSlowdown}x, not the target's 4x)` : label,
      goal: target,
      measured: ok.map((r) => `${r.page} ${r[key]}`).join(', '),
      verdict: verdict(ok.every((r) => cmp(r[key]))),
    });
  }
}
if (results.pages?.bundle) {
  const b = results.pages.bundle;
  targets.push({
    target: 'JS on first load of /, gzipped',
    goal: `<= ${PAGE_TARGETS.jsGzipKb} KB`,
    measured: fmt.kb(b.jsGzip),
    verdict: verdict(b.jsGzip <= PAGE_TARGETS.jsGzipKb * 1024),
  });
}
if (results.pages?.images) {
  const i = results.pages.images;
  targets.push({
    target: 'Artwork page images, first screen, 390 px',
    goal: `<= ${PAGE_TARGETS.firstScreenImagesKb} KB`,
    measured: `${fmt.kb(i.loadedBytes)} loaded (${fmt.kb(i.visibleBytes)} visible)`,
    verdict: verdict(i.loadedBytes <= PAGE_TARGETS.firstScreenImagesKb * 1024),
  });
}
/** Rows short of the share whose load generator used a whole core: its pace, not the server's. */
function pacedByLoadGenerator(rows) {
  const paced = rows.filter((r) => r.share < API_TARGETS.ceilingShare && r.loadGeneratorBusy >= 0.95);
  return paced.length ? `; paced by the load generator (a whole core): ${paced.map((r) => r.endpoint).join(', ')}` : '';
}

if (results.api) {
  for (const engine of [...new Set(results.api.rows.map((r) => r.engine))]) {
    const rows = results.api.rows.filter((r) => r.engine === engine && r.catalogue && !r.broken);
    if (!rows.length) continue;
    const worstP99 = rows.reduce((a, r) => (r.p99 > a.p99 ? r : a));
    const worstShare = rows.reduce((a, r) => (r.share < a.share ? r : a));
    targets.push({
      target: `Catalogue p99, 50 connections (${engine})`,
      goal: `< ${API_TARGETS.p99Ms} ms`,
      measured: `${fmt.ms(Math.min(...rows.map((r) => r.p99)))} to ${fmt.ms(worstP99.p99)} ms (worst: ${worstP99.endpoint})`,
      verdict: verdict(rows.every((r) => r.p99 < API_TARGETS.p99Ms)),
    });
    targets.push({
      target: `Catalogue throughput vs bare route (${engine})`,
      goal: `>= ${fmt.pct(API_TARGETS.ceilingShare)}`,
      measured:
        `${fmt.pct(worstShare.share)} to ${fmt.pct(Math.max(...rows.map((r) => r.share)))} (ceiling ${fmt.int(results.api.ceilings[engine]?.rps)} req/s); ` +
        `by CPU per request ${fmt.pct(Math.min(...rows.map((r) => r.cpuShare)))} to ${fmt.pct(Math.max(...rows.map((r) => r.cpuShare)))}` +
        pacedByLoadGenerator(rows),
      verdict: verdict(rows.every((r) => r.share >= API_TARGETS.ceilingShare)),
    });
  }
  for (const [engine, s] of Object.entries(results.api.startup)) {
    targets.push({
      target: `Start-up on an existing database (${engine})`,
      goal: `< ${API_TARGETS.startupMs / 1000} s`,
      measured: `${fmt.int(s.medianMs)} ms (median of ${s.runs.length}; ${fmt.int(s.cpuMs)} ms of CPU); npm start adds a ${fmt.int(s.sourceWalkMs)} ms source walk`,
      verdict: verdict(s.medianMs < API_TARGETS.startupMs),
    });
  }
}
if (results.orders?.rows.length) {
  const oversold = results.orders.rows.reduce((a, r) => a + r.oversold, 0);
  targets.push({
    target: 'Oversold units under contention',
    goal: '0',
    measured: String(oversold),
    verdict: verdict(oversold === 0),
  });
}
if (targets.length) {
  section(
    'Targets (measured vs target)',
    table(targets, [
      { key: 'target', title: 'target', align: 'left' },
      { key: 'goal', title: 'goal', align: 'left' },
      { key: 'measured', title: 'measured', align: 'left' },
      { key: 'verdict', title: '', align: 'left' },
    ]),
  );
}
if (problems.length)
  section('Problems', problems.map((p) => `${p.fatal ? 'FAILED' : 'note  '} ${p.what}: ${p.message}`).join('\n'));

// The load average at the end counts the run's own server and load generator; what others took
// during it is measured instead.
const others = otherWork(ticksAtStart, ticksNow());
if (others)
  out.push(
    `\nOther processes during the run: ${others.cores.toFixed(2)} of a core on average (steal ${fmt.pct(others.stealShare)} of the machine); the run itself, its servers and PostgreSQL not counted`,
  );
const busyDuring = otherWorkWarning(others);
if (busyAtStart || busyDuring) out.push(`\n${[busyAtStart, busyDuring].filter(Boolean).join('\n')}`);
results.loadavgAtEnd = machine().loadavg;
results.otherWork = others;
results.targets = targets;
results.problems = problems;
results.seconds = (Date.now() - started) / 1000;
console.log(out.join('\n'));
const file = writeResult(smoke ? 'summary-smoke' : 'summary', results);
fs.writeFileSync(path.join(RESULTS, smoke ? 'summary-smoke-latest.txt' : 'summary-latest.txt'), `${out.join('\n')}\n`);
console.log(`\nDone in ${results.seconds.toFixed(0)} s. Results: ${path.relative(process.cwd(), file)}`);
process.exit(problems.some((p) => p.fatal) ? 1 : 0);
