// Order placement under contention (docs/product.md#cart-stock-and-orders: a unique artwork is sold once). N buyers fill their
// own carts through the API with works drawn from M unique artworks, then all press "Place order" at
// the same instant. The database then tells how many units each artwork sold against its stock
// before the burst: oversold must be 0. A second scenario gives every buyer a work of its own, to
// see the order throughput without contention.
//   node bench/orders.mjs [--smoke] [--pg] [--buyers 20] [--artworks 5] [--rounds 3] [--no-build]
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  RESULTS,
  api,
  benchPgUrl,
  checkoutBody,
  ensureBuilt,
  fmt,
  freePort,
  machine,
  marks,
  openBenchDb,
  parseFlags,
  pgReachable,
  seedBench,
  startGallery,
  stopChild,
  table,
  writeResult,
} from './lib.mjs';

/** Buyers and their carts for one burst; `pick(b)` lists the artwork ids of buyer b. */
async function fillCarts(base, round, buyers, pick) {
  const tag = crypto.randomBytes(4).toString('hex');
  const carts = [];
  for (let b = 0; b < buyers; b++) {
    const session = `bench-buyer-${tag}-${round}-${b}`;
    for (const product_id of pick(b)) {
      const r = await api(base, 'POST', '/admin/api/cart/add', { session_id: session, product_id, quantity: 1 });
      if (r.status !== 200) throw new Error(`cart/add ${product_id} answered ${r.status}: ${r.body?.message ?? ''}`);
    }
    carts.push({ buyer: b, session, artworks: pick(b), body: checkoutBody(session, b) });
  }
  return carts;
}

/** Everyone presses "Place order" at once; each buyer comes from an address of its own (rate limit per IP). */
async function burst(base, carts) {
  const started = performance.now();
  const answers = await Promise.all(
    carts.map(async (cart) => {
      const t0 = performance.now();
      const r = await api(base, 'POST', '/admin/api/order/place', cart.body, {
        'x-forwarded-for': `198.51.100.${(cart.buyer % 250) + 1}`,
      }).catch((error) => ({ status: 0, body: { message: error.message } }));
      return { ...r, ms: performance.now() - t0, cart };
    }),
  );
  return { answers, wallMs: performance.now() - started };
}

async function audit(db, artworkIds, initial, carts) {
  const keys = carts.map((c) => c.body.idempotency_key);
  const sold = await db.all(
    `select ol.artwork_id as id, sum(ol.quantity) as sold from order_line ol join customer_order o on o.id = ol.order_id
     where o.idempotency_key in (${marks(keys)}) group by ol.artwork_id`,
    keys,
  );
  const orders = await db.all(
    `select count(*) as n from customer_order where idempotency_key in (${marks(keys)})`,
    keys,
  );
  const now = await db.all(
    `select id, stock, availability from artwork where id in (${marks(artworkIds)})`,
    artworkIds,
  );
  const soldOf = new Map(sold.map((r) => [Number(r.id), Number(r.sold)]));
  let oversold = 0;
  let inconsistent = 0;
  for (const row of now) {
    const id = Number(row.id);
    const before = initial.get(id);
    const units = soldOf.get(id) ?? 0;
    if (units > before) oversold += units - before;
    if (Number(row.stock) !== before - units || Number(row.stock) < 0) inconsistent++;
  }
  return { oversold, inconsistent, ordersInDb: Number(orders[0].n) };
}

async function scenario({ base, db, pool, round, buyers, artworks, contended }) {
  const chosen = pool.splice(0, contended ? artworks : buyers);
  if (chosen.length < (contended ? artworks : buyers))
    throw new Error('the order pool of the bench seed is used up: reseed');
  const pick = contended
    ? (b) => (b % 2 === 1 ? [chosen[b % artworks], chosen[(b + 1) % artworks]] : [chosen[b % artworks]])
    : (b) => [chosen[b]];
  const before = await db.all(`select id, stock from artwork where id in (${marks(chosen)})`, chosen);
  const initial = new Map(before.map((r) => [Number(r.id), Number(r.stock)]));
  const carts = await fillCarts(base, round, buyers, pick);
  const { answers, wallMs } = await burst(base, carts);
  const placed = answers.filter((a) => a.status === 200);
  const refused = answers.filter((a) => a.status === 409);
  const failed = answers.filter((a) => a.status !== 200 && a.status !== 409);
  const check = await audit(db, chosen, initial, carts);
  const sortedMs = answers.map((a) => a.ms).sort((a, b) => a - b);
  return {
    scenario: contended ? `${buyers} buyers on ${artworks} unique works` : `${buyers} buyers, a work each`,
    buyers,
    artworks: chosen.length,
    placed: placed.length,
    refused: refused.length,
    failed: failed.length,
    failures: [...new Set(failed.map((a) => `${a.status} ${a.body?.message ?? ''}`))],
    wallMs,
    ordersPerSec: placed.length / (wallMs / 1000),
    requestsPerSec: answers.length / (wallMs / 1000),
    p50Ms: sortedMs[Math.floor(sortedMs.length / 2)],
    maxMs: sortedMs[sortedMs.length - 1],
    ...check,
    mismatch: check.ordersInDb !== placed.length,
  };
}

/** Sums the rounds of one scenario into one row. */
function sum(rounds) {
  const wallMs = rounds.reduce((a, r) => a + r.wallMs, 0);
  const placed = rounds.reduce((a, r) => a + r.placed, 0);
  const total = rounds.reduce((a, r) => a + r.buyers, 0);
  return {
    scenario: rounds[0].scenario,
    rounds: rounds.length,
    placed,
    refused: rounds.reduce((a, r) => a + r.refused, 0),
    failed: rounds.reduce((a, r) => a + r.failed, 0),
    failures: [...new Set(rounds.flatMap((r) => r.failures))],
    ordersPerSec: placed / (wallMs / 1000),
    requestsPerSec: total / (wallMs / 1000),
    p50Ms: rounds.map((r) => r.p50Ms).sort((a, b) => a - b)[Math.floor(rounds.length / 2)],
    maxMs: Math.max(...rounds.map((r) => r.maxMs)),
    oversold: rounds.reduce((a, r) => a + r.oversold, 0),
    inconsistent: rounds.reduce((a, r) => a + r.inconsistent, 0),
    mismatch: rounds.some((r) => r.mismatch),
  };
}

function manifestOf(dataDir) {
  const file = path.join(dataDir, 'bench-manifest.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
}

export async function runOrders(options = {}) {
  const smoke = Boolean(options.smoke);
  const buyers = Number(options.buyers ?? 20);
  const artworks = Number(options.artworks ?? 5);
  const rounds = Number(options.rounds ?? (smoke ? 1 : 3));
  const log = options.log ?? console.log;
  const problems = [];
  ensureBuilt({ skip: options.noBuild, log });

  const engines = [{ engine: 'sqlite', databaseUrl: '' }];
  if (options.pg) {
    if (await pgReachable()) engines.push({ engine: 'postgres', databaseUrl: benchPgUrl() });
    else problems.push({ fatal: false, what: 'PostgreSQL', message: 'not reachable: PostgreSQL rows skipped' });
  }

  const rows = [];
  for (const { engine, databaseUrl } of engines) {
    const dataDir = path.join(RESULTS, `data-${engine}`);
    let manifest = options.fresh ? null : manifestOf(dataDir);
    const need = rounds * (artworks + buyers);
    let db = manifest ? await openBenchDb(manifest).catch(() => null) : null;
    let pool = [];
    if (db) {
      const ids = manifest.orderPool;
      const left = await db.all(
        `select id from artwork where id in (${marks(ids)}) and stock = 1 and availability = 'available' order by id`,
        ids,
      );
      pool = left.map((r) => Number(r.id));
    }
    if (!db || pool.length < need) {
      await db?.close();
      log(`\n[orders] ${engine}: bench seed`);
      manifest = seedBench({ dataDir, databaseUrl });
      db = await openBenchDb(manifest);
      pool = [...manifest.orderPool];
    }
    const port = await freePort();
    // TRUST_PROXY: each buyer's X-Forwarded-For is its address, as behind the production proxy.
    const gallery = await startGallery({
      name: `orders-${engine}`,
      dataDir,
      databaseUrl: manifest.databaseUrl,
      port,
      env: { TRUST_PROXY: 'true' },
    });
    try {
      for (const contended of [true, false]) {
        const done = [];
        for (let round = 0; round < rounds; round++) {
          try {
            done.push(await scenario({ base: gallery.base, db, pool, round, buyers, artworks, contended }));
          } catch (error) {
            problems.push({ fatal: true, what: `${engine} orders`, message: error.message });
            break;
          }
        }
        if (done.length === 0) continue;
        const row = { engine, ...sum(done) };
        rows.push(row);
        log(
          `[orders] ${engine}: ${row.scenario} x${row.rounds}: ${row.placed} placed, ${row.refused} refused, ${row.failed} failed, ` +
            `${fmt.int(row.ordersPerSec)} orders/s, oversold ${row.oversold}`,
        );
        if (row.oversold > 0)
          problems.push({ fatal: true, what: `${engine} orders`, message: `OVERSOLD ${row.oversold} unit(s)` });
        if (row.inconsistent > 0)
          problems.push({
            fatal: true,
            what: `${engine} orders`,
            message: `${row.inconsistent} artwork(s) whose stock does not match the orders`,
          });
        if (row.mismatch)
          problems.push({
            fatal: true,
            what: `${engine} orders`,
            message: 'orders in the database differ from the 200 answers',
          });
        if (row.failed > 0)
          problems.push({
            fatal: false,
            what: `${engine} orders`,
            message: `${row.failed} answer(s) neither 200 nor 409: ${row.failures.join('; ')}`,
          });
      }
    } finally {
      await stopChild(gallery.child);
      await db.close();
    }
  }
  return { rows, problems, buyers, artworks, rounds };
}

export function ordersTable(rows) {
  return table(rows, [
    { key: 'engine', title: 'db', align: 'left' },
    { key: 'scenario', title: 'scenario (all at once)', align: 'left' },
    { key: 'rounds', title: 'rounds' },
    { key: 'placed', title: 'placed' },
    { key: 'refused', title: 'refused (409)' },
    { key: 'failed', title: 'other' },
    { key: 'ordersPerSec', title: 'orders/s', format: fmt.int },
    { key: 'p50Ms', title: 'p50 ms', format: fmt.ms },
    { key: 'maxMs', title: 'max ms', format: fmt.ms },
    { key: 'oversold', title: 'oversold', format: (v) => (v === 0 ? '0' : `${v} !!`) },
  ]);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const flags = parseFlags();
  const result = await runOrders({ ...flags, noBuild: flags['no-build'] });
  console.log(`\n${ordersTable(result.rows)}`);
  for (const p of result.problems) console.log(`PROBLEM ${p.what}: ${p.message}`);
  console.log(`results: ${writeResult('orders', { machine: machine(), ...result })}`);
  process.exit(result.problems.some((p) => p.fatal) ? 1 : 0);
}
