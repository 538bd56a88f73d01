// API throughput and latency: the built gallery (node dist/server/main.js) on the bench seed, loaded by
// autocannon with 50 connections per endpoint, next to a bare Fastify route (bench/ceiling.mjs).
// Also times the start-up on the existing database. SQLite always; PostgreSQL with --pg when reachable.
//   node bench/api.mjs [--smoke] [--pg] [--duration 10] [--connections 50] [--endpoints search,product] [--no-build]
import crypto from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  RESULTS,
  api,
  benchPgUrl,
  cannon,
  checkoutBody,
  ensureBuilt,
  fmt,
  freePort,
  machine,
  newestSource,
  parseFlags,
  pgReachable,
  seedBench,
  sleep,
  startGallery,
  startProcess,
  stopChild,
  table,
  writeResult,
} from './lib.mjs';

/** The targets for catalogue endpoints under 50 connections (bench/README.md). */
export const TARGETS = { p99Ms: 10, ceilingShare: 0.5, startupMs: 2000 };

const json = { 'content-type': 'application/json' };

/**
 * Orders placed while visitors browse (the row "an order every"): a very busy gallery, and under the
 * 30 orders a minute that /order/place takes from one address.
 */
const SELLING_EVERY_MS = 2500;

/** How many artworks' pages the page rows ask for, in turn. */
const PAGES_LOADED = 300;

/** The list's orders (the artworks list's sort options), each asked for by the sorted search rows. */
const SORTS = ['newest', 'price_asc', 'price_desc', 'name'];

/** A smoke run's first visits stop at this many works or filter sets (a full run visits them all). */
const SMOKE_FIRST_VISITS = 500;

/** Each endpoint: how the i-th request looks, and what a good answer is. */
function endpoints(m, sessions, { smoke, connections }) {
  // A smoke run renders fewer pages (each first render costs tens of milliseconds); autocannon wants at
  // least as many requests as connections.
  const pagesLoaded = smoke ? Math.min(PAGES_LOADED, connections) : PAGES_LOADED;
  // The cached rows ask again only for what their first visits asked for: in a smoke run, cycling over
  // all 5,000 works after visiting 500 measured misses under the name of cached answers.
  const visited = (count) => (smoke ? Math.min(count, SMOKE_FIRST_VISITS) : count);
  const works = m.productIds.slice(0, visited(m.productIds.length));
  const facetSets = visited(3 * m.artistSlugs.length);
  // Every tag in every order, five pages deep (each tag has some 500 works, 25 pages of 20).
  const sortedSearches = visited(m.tagSlugs.length * SORTS.length * 5);
  // The i-th of them, from the page `firstPage` on: every tag in one order, then in the next.
  const sortedSearch = (i, firstPage) => {
    const n = i % sortedSearches;
    return {
      tag: m.tagSlugs[n % m.tagSlugs.length],
      sort: SORTS[Math.floor(n / m.tagSlugs.length) % SORTS.length],
      page: firstPage + Math.floor(n / (m.tagSlugs.length * SORTS.length)),
      per_page: 20,
    };
  };
  const filterSets = [
    { category: 'painting', sort: 'price_asc' },
    { artist_slug: m.artistSlugs[7] },
    { tag: 'sea', availability: 'available' },
    { orientation: 'landscape', min_price: 100_000, max_price: 1_500_000, sort: 'price_desc' },
    { medium: 'Oil on canvas', category: 'painting,drawing', sort: 'name' },
    { search: 'muscat', availability: 'available' },
  ];
  const isList = (b) => Array.isArray(b?.result);
  const searchRow = { catalogue: true, method: 'POST', path: () => '/admin/api/product_search' };
  const sortedRow = {
    ...searchRow,
    distinct: sortedSearches,
    distinctWhat: 'searches',
    check: (r) => isList(r.body) && r.body.result.length === 20,
  };
  const workPage = {
    catalogue: false,
    method: 'GET',
    path: (i) => `/arts/${m.productSlugs[i % pagesLoaded]}`,
    gzip: true,
    // Rendered with its hydration data (React Router's context script).
    check: (r) => typeof r.body === 'string' && r.body.includes('window.__reactRouterContext'),
  };
  return [
    {
      ...searchRow,
      key: 'search',
      name: 'POST product_search (page of 20)',
      body: (i) => ({ page: 1 + (i % 20), per_page: 20 }),
      check: (r) => isList(r.body) && r.body.result.length === 20,
    },
    {
      ...searchRow,
      key: 'search-filtered',
      name: 'POST product_search (filters)',
      body: (i) => ({ page: 1, per_page: 20, ...filterSets[i % filterSets.length] }),
      check: (r) => isList(r.body),
    },
    {
      // Visitors browsing the list: a tag, an order and a page, each asked for once on an empty cache
      // (a miss reads a count and a page), then the same searches cached.
      ...sortedRow,
      key: 'search-sorted',
      name: 'POST product_search (a tag, sorted, paged)',
      body: (i) => sortedSearch(i, 1),
    },
    {
      // The same as a browser asks (brotli accepted), five pages further, which the row above left
      // unasked: a first visit also makes the answer's compressed copy, on the thread pool when large.
      ...sortedRow,
      key: 'search-sorted-br',
      name: 'POST product_search (a tag, sorted, paged, brotli)',
      body: (i) => sortedSearch(i, 6),
      gzip: true,
    },
    {
      // The list's filter panel: what each choice would find within the filters already chosen
      // (ADR 008). Artist and tag pairs, each asked for once on an empty cache first.
      key: 'facets-filtered',
      name: 'GET product_filter (counts within filters)',
      catalogue: true,
      method: 'GET',
      // The same sets over and over after the first visits: the row after them measures cached answers.
      path: (i) => {
        const n = i % facetSets;
        const artist = m.artistSlugs[n % m.artistSlugs.length];
        const tag = m.tagSlugs[Math.floor(n / m.artistSlugs.length)];
        return `/admin/api/product_filter?${new URLSearchParams({ artist_slug: artist, tag })}`;
      },
      distinct: facetSets,
      distinctWhat: 'filter sets',
      check: (r) => Array.isArray(r.body?.result?.categories) && Array.isArray(r.body.result.artists),
    },
    {
      key: 'product',
      name: 'POST product_id/{id}',
      catalogue: true,
      method: 'POST',
      // 7919 is prime: stepping by it visits every work once before any twice.
      path: (i) => `/admin/api/product_id/${works[(i * 7919) % works.length]}`,
      body: () => ({}),
      // Each work once, on an empty cache, measured as a row of its own before the usual one.
      distinct: works.length,
      check: (r) => typeof r.body?.result?.product_slug === 'string',
    },
    {
      // A busy shop: the same works asked for while orders take stock. Each order invalidates the
      // answers showing its work (ADR 006); the rest of the cached catalogue must stay cached.
      key: 'product-selling',
      name: `POST product_id/{id}, an order every ${SELLING_EVERY_MS / 1000} s`,
      catalogue: true,
      method: 'POST',
      path: (i) => `/admin/api/product_id/${works[(i * 7919) % works.length]}`,
      body: () => ({}),
      selling: SELLING_EVERY_MS,
      check: (r) => typeof r.body?.result?.product_slug === 'string',
    },
    // The storefront's pages as a browser asks for them (brotli), rendered on the server once and
    // cached (ADR 018): a first render of each, then the pages cached, then the same while orders are placed.
    // Not catalogue rows: the API's targets are about the API.
    { ...workPage, key: 'page', name: "GET /arts/{slug} (a work's page, rendered)", distinct: pagesLoaded },
    {
      ...workPage,
      key: 'page-selling',
      name: `GET /arts/{slug}, an order every ${SELLING_EVERY_MS / 1000} s`,
      selling: SELLING_EVERY_MS,
    },
    {
      key: 'exhibition',
      name: 'POST exhibitions_details/{slug}',
      catalogue: true,
      method: 'POST',
      path: (i) => `/admin/api/exhibitions_details/${m.exhibitionSlugs[i % m.exhibitionSlugs.length]}`,
      body: () => ({}),
      check: (r) => typeof r.body?.result === 'object' && r.body.result !== null,
    },
    {
      key: 'setting',
      name: 'GET setting',
      catalogue: true,
      method: 'GET',
      path: () => '/admin/api/setting',
      check: (r) => typeof r.body?.result?.company_name === 'string',
    },
    {
      key: 'cart-list',
      name: 'GET cart/list/{session_id} (4 lines)',
      catalogue: false,
      method: 'GET',
      path: (i) => `/admin/api/cart/list/${sessions.listed[i % sessions.listed.length]}`,
      check: (r) => isList(r.body) && r.body.result.length === 4,
    },
    {
      key: 'cart-add',
      name: 'POST cart/add',
      catalogue: false,
      method: 'POST',
      path: () => '/admin/api/cart/add',
      // Open editions with a deep stock, spread over many sessions: no 409 from stock.
      body: (i) => ({
        session_id: `bench-add-${String(i % 997).padStart(4, '0')}`,
        product_id: m.cartIds[i % m.cartIds.length],
        quantity: 1,
      }),
      check: (r) => isList(r.body),
    },
  ];
}

function requestsOf(endpoint) {
  let i = 0;
  return [
    {
      method: endpoint.method,
      path: endpoint.path(0),
      headers: { ...(endpoint.body ? json : {}), ...(endpoint.gzip ? { 'accept-encoding': 'gzip, deflate, br' } : {}) },
      ...(endpoint.body ? { body: JSON.stringify(endpoint.body(0)) } : {}),
      setupRequest: (req) => {
        const n = i++;
        req.path = endpoint.path(n);
        if (endpoint.body) req.body = JSON.stringify(endpoint.body(n));
        return req;
      },
    },
  ];
}

/**
 * Places an order every `everyMs` until stopped: a cart of one open-edition work of the seed (deep
 * stock, so none is refused for stock), the works taken in turn. `stop()` answers how many were
 * placed and refused.
 */
function startSelling(base, m, everyMs) {
  let selling = true;
  let placed = 0;
  let refused = 0;
  const loop = (async () => {
    for (let n = 0; selling; n++) {
      const started = performance.now();
      const session = `bench-sale-${crypto.randomBytes(6).toString('hex')}`;
      const product_id = m.cartIds[n % m.cartIds.length];
      const added = await api(base, 'POST', '/admin/api/cart/add', { session_id: session, product_id, quantity: 1 });
      const order =
        added.status === 200 ? await api(base, 'POST', '/admin/api/order/place', checkoutBody(session, n)) : added;
      if (order.status === 200) placed++;
      else refused++;
      await sleep(Math.max(0, everyMs - (performance.now() - started)));
    }
  })();
  return {
    async stop() {
      selling = false;
      await loop;
      return { placed, refused };
    },
  };
}

/** Checks an endpoint's first answer: `broken` says what is wrong, `bytes` is the answer's size. */
async function sanity(base, endpoint) {
  try {
    const r = await api(base, endpoint.method, endpoint.path(0), endpoint.body ? endpoint.body(0) : undefined);
    if (r.status === 200 && endpoint.check(r))
      return { broken: null, bytes: Buffer.byteLength(JSON.stringify(r.body)) };
    const detail =
      typeof r.body === 'object'
        ? (r.body?.message ?? JSON.stringify(r.body).slice(0, 160))
        : String(r.body).slice(0, 160);
    return { broken: `HTTP ${r.status}${r.status === 200 ? ' but unexpected answer' : ''}: ${detail}` };
  } catch (error) {
    return { broken: error.message };
  }
}

/** Fills 20 carts of 4 lines each through the API, for GET cart/list. */
async function prepareCarts(base, m) {
  const listed = [];
  for (let s = 0; s < 20; s++) {
    const session = `bench-list-${String(s).padStart(4, '0')}`;
    for (let j = 0; j < 4; j++) {
      const product_id = m.cartIds[(s * 4 + j) % m.cartIds.length];
      const r = await api(base, 'POST', '/admin/api/cart/add', { session_id: session, product_id, quantity: 1 });
      if (r.status !== 200)
        throw new Error(`cart/add for the cart/list bench answered ${r.status}: ${r.body?.message ?? ''}`);
    }
    listed.push(session);
  }
  return { listed };
}

/**
 * The bare route's throughput, then (for each size in `sizes`) the same route answering that many
 * bytes: keyed by size.
 */
async function measureCeiling({ duration, connections, warmup, sizes = [] }) {
  const port = await freePort();
  const ceiling = await startProcess({
    name: 'ceiling',
    args: ['bench/ceiling.mjs'],
    port,
    readyPath: '/ceiling',
    env: { LOG_LEVEL: 'warn', NODE_ENV: 'production' },
  });
  const run = (route) =>
    cannon({
      url: `${ceiling.base}${route}`,
      connections,
      duration,
      warmup,
      drainPath: '/ceiling',
      pid: ceiling.child.pid,
    });
  try {
    if (sizes.length === 0) return await run('/ceiling');
    const bySize = new Map();
    for (const size of sizes) bySize.set(size, await run(`/ceiling/${size}`));
    return bySize;
  } finally {
    await stopChild(ceiling.child);
  }
}

/**
 * From spawning `node dist/server/main.js` to the first 200 of GET /admin/api/setting. `npm start`
 * (scripts/start.mjs) adds npm's own start-up and a walk of the sources to decide whether to build;
 * the walk is timed here (running start.mjs itself would build whenever a source changed meanwhile).
 */
async function measureStartup({ dataDir, databaseUrl, runs, engine }) {
  const times = [];
  const cpu = [];
  for (let r = 0; r < runs; r++) {
    const port = await freePort();
    const started = await startGallery({ name: `startup-${engine}`, dataDir, databaseUrl, port });
    times.push(started.readyMs);
    cpu.push(started.readyCpuMs);
    await stopChild(started.child);
  }
  const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
  const walkStarted = performance.now();
  newestSource();
  return { runs: times, medianMs: median(times), cpuMs: median(cpu), sourceWalkMs: performance.now() - walkStarted };
}

/** Runs the whole API benchmark; returns rows for the summary and the problems met. */
export async function runApi(options = {}) {
  const smoke = Boolean(options.smoke);
  const duration = Number(options.duration ?? (smoke ? 2 : 10));
  const connections = Number(options.connections ?? 50);
  const warmup = smoke ? 0 : 2;
  const log = options.log ?? console.log;
  const problems = [];
  ensureBuilt({ skip: options.noBuild, log });

  const engines = [{ engine: 'sqlite', databaseUrl: '' }];
  if (options.pg) {
    if (await pgReachable()) engines.push({ engine: 'postgres', databaseUrl: benchPgUrl() });
    else problems.push({ fatal: false, what: 'PostgreSQL', message: 'not reachable: PostgreSQL rows skipped' });
  }

  const rows = [];
  const startup = {};
  const ceilings = {};
  for (const { engine, databaseUrl } of engines) {
    log(`\n[api] ${engine}: bench seed`);
    const dataDir = path.join(RESULTS, `data-${engine}`);
    const manifest = seedBench({ dataDir, databaseUrl });

    log(`[api] ${engine}: start-up on the existing database`);
    startup[engine] = await measureStartup({ dataDir, databaseUrl: manifest.databaseUrl, runs: smoke ? 1 : 3, engine });
    log(
      `      ready in ${startup[engine].runs.map((t) => `${Math.round(t)} ms`).join(', ')}` +
        ` (${Math.round(startup[engine].cpuMs)} ms of CPU); npm start adds a ${Math.round(startup[engine].sourceWalkMs)} ms walk of the sources`,
    );

    log(`[api] ${engine}: ceiling (bare Fastify route), ${duration} s`);
    const ceiling = await measureCeiling({ duration, connections, warmup });
    ceilings[engine] = ceiling;
    rows.push({ engine, endpoint: 'ceiling: GET bare route', ...ceiling, share: 1, cpuShare: 1, catalogue: false });

    const port = await freePort();
    const gallery = await startGallery({ name: `api-${engine}`, dataDir, databaseUrl: manifest.databaseUrl, port });
    try {
      const sessions = await prepareCarts(gallery.base, manifest).catch((error) => {
        problems.push({ fatal: true, what: `${engine} cart/list setup`, message: error.message });
        return { listed: ['bench-list-none'] };
      });
      const list = endpoints(manifest, sessions, { smoke, connections });
      const record = (name, result, endpoint, answerBytes) => {
        const row = {
          engine,
          endpoint: name,
          answerBytes,
          ...result,
          share: result.rps / ceiling.rps,
          cpuShare: ceiling.cpuMsPerRequest / result.cpuMsPerRequest,
          catalogue: endpoint.catalogue,
        };
        rows.push(row);
        log(`      ${describeRow(row)}`);
      };
      if (!smoke) {
        const search = list[0];
        list.splice(1, 0, {
          ...search,
          key: 'search-gzip',
          name: 'POST product_search (page of 20, gzip)',
          gzip: true,
        });
      }
      // --endpoints search,search-selling: only these rows (keys as in `endpoints`), to compare two builds.
      const chosen = options.endpoints ? new Set(String(options.endpoints).split(',')) : null;
      for (const endpoint of list) {
        if (chosen && !chosen.has(endpoint.key)) continue;
        const { broken, bytes } = await sanity(gallery.base, endpoint);
        if (broken) {
          log(`      ${endpoint.name}: NOT RUN (${broken})`);
          problems.push({ fatal: true, what: `${engine} ${endpoint.name}`, message: broken });
          rows.push({ engine, endpoint: endpoint.name, broken, catalogue: endpoint.catalogue });
          continue;
        }
        if (endpoint.distinct) {
          // The first visit to each work is a cache miss: measured apart, so that the row after it
          // shows what a work already asked for costs, and this one what a first visit costs.
          const amount = endpoint.distinct;
          const first = await cannon({
            url: gallery.base,
            connections,
            amount,
            requests: requestsOf(endpoint),
            drainPath: '/admin/api/setting',
            pid: gallery.child.pid,
          });
          record(
            `${endpoint.name}, first visits (${fmt.int(amount)} ${endpoint.distinctWhat ?? 'works'})`,
            first,
            endpoint,
          );
        }
        const seller = endpoint.selling ? startSelling(gallery.base, manifest, endpoint.selling) : null;
        const result = await cannon({
          url: gallery.base,
          connections,
          duration,
          warmup,
          requests: requestsOf(endpoint),
          drainPath: '/admin/api/setting',
          pid: gallery.child.pid,
        });
        if (seller) {
          const sales = await seller.stop();
          log(`      ${fmt.int(sales.placed)} orders placed meanwhile, ${fmt.int(sales.refused)} refused`);
          if (sales.placed === 0 || sales.refused > 0) {
            problems.push({
              fatal: true,
              what: `${engine} ${endpoint.name}`,
              message: `${sales.placed} orders placed and ${sales.refused} refused during the run`,
            });
          }
        }
        if (result.ok === 0) {
          problems.push({
            fatal: false,
            what: `${engine} ${endpoint.name}`,
            message: `no 2xx answer within the ${duration} s run`,
          });
        }
        // Plain catalogue answers get a bare route of their size to compare with (below).
        record(endpoint.name, result, endpoint, endpoint.catalogue && !endpoint.gzip ? bytes : undefined);
        if (gallery.child.exitCode !== null)
          throw new Error(`the gallery stopped during ${endpoint.name}; see ${gallery.logFile}`);
      }
    } finally {
      await stopChild(gallery.child);
    }

    // The bare route again, with as many bytes as each catalogue answer: the share of it is what the
    // gallery's own work costs; the rest of the gap to the first ceiling is the cost of the bytes.
    const sized = rows.filter((r) => r.engine === engine && r.answerBytes);
    if (sized.length > 0) {
      log(`[api] ${engine}: bare route with each catalogue answer's size, ${duration} s each`);
      const bySize = await measureCeiling({
        duration,
        connections,
        warmup,
        sizes: [...new Set(sized.map((r) => r.answerBytes))],
      });
      for (const row of sized) {
        const same = bySize.get(row.answerBytes);
        row.sameBytesRps = same.rps;
        row.sameBytesShare = row.rps / same.rps;
        log(
          `      ${fmt.kb(row.answerBytes)} (${row.endpoint}): ${fmt.int(same.rps)} req/s, the gallery ${fmt.pct(row.sameBytesShare)} of it`,
        );
      }
    }
  }
  return { rows, startup, ceilings, problems, duration, connections };
}

function describeRow(row) {
  return (
    `${row.endpoint}: ${fmt.int(row.rps)} req/s, p50 ${fmt.ms(row.p50)} ms, p99 ${fmt.ms(row.p99)} ms, ` +
    `non-2xx ${row.non2xx}, errors ${row.errors}, ${fmt.ms(row.cpuMsPerRequest)} ms CPU per request, ` +
    `load generator ${fmt.pct(row.loadGeneratorBusy)} of a core`
  );
}

export function apiTable(rows) {
  return table(rows, [
    { key: 'engine', title: 'db', align: 'left' },
    { key: 'endpoint', title: 'endpoint (50 connections)', align: 'left' },
    { key: 'rps', title: 'req/s', format: (v, r) => (r.broken ? 'NOT RUN' : fmt.int(v)) },
    { key: 'p50', title: 'p50 ms', format: (v, r) => (r.broken ? '' : fmt.ms(v)) },
    { key: 'p99', title: 'p99 ms', format: (v, r) => (r.broken ? '' : fmt.ms(v)) },
    { key: 'non2xx', title: 'non-2xx', format: (v, r) => (r.broken ? '' : String(v)) },
    { key: 'errors', title: 'errors', format: (v, r) => (r.broken ? '' : String(v)) },
    { key: 'share', title: 'of ceiling', format: (v, r) => (r.broken ? '' : fmt.pct(v)) },
    { key: 'cpuMsPerRequest', title: 'CPU ms/req', format: (v, r) => (r.broken ? '' : fmt.ms(v)) },
    { key: 'cpuShare', title: 'of ceiling by CPU', format: (v, r) => (r.broken ? '' : fmt.pct(v)) },
    // A core's worth (about 100%) means the load generator, not the server, set the row's pace.
    { key: 'loadGeneratorBusy', title: 'load gen.', format: (v, r) => (r.broken ? '' : fmt.pct(v)) },
    { key: 'answerBytes', title: 'answer', format: (v) => (v ? fmt.kb(v) : '') },
    { key: 'sameBytesRps', title: 'bare, same bytes', format: (v) => (v ? fmt.int(v) : '') },
    { key: 'sameBytesShare', title: 'of it', format: (v) => (v ? fmt.pct(v) : '') },
    {
      key: 'catalogue',
      title: 'target p99<10ms, >=50%',
      align: 'left',
      format: (v, r) =>
        r.broken
          ? r.broken.slice(0, 60)
          : v
            ? `${r.p99 < TARGETS.p99Ms ? 'met' : 'MISSED'}, ${r.share >= TARGETS.ceilingShare ? 'met' : 'MISSED'}`
            : '',
    },
  ]);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const flags = parseFlags();
  const result = await runApi({ ...flags, noBuild: flags['no-build'] });
  console.log(`\n${apiTable(result.rows)}`);
  for (const [engine, s] of Object.entries(result.startup)) {
    console.log(`start-up (${engine}): ${Math.round(s.medianMs)} ms median, ${Math.round(s.cpuMs)} ms of CPU`);
  }
  for (const p of result.problems) console.log(`PROBLEM ${p.what}: ${p.message}`);
  const file = writeResult('api', { machine: machine(), ...result });
  console.log(`results: ${file}`);
  process.exit(result.problems.some((p) => p.fatal) ? 1 : 0);
}
