// The storefront as a phone sees it, on the built server with the DEMO seed:
// - Lighthouse (mobile profile, simulated throttling) on /, /arts, an artwork page, an exhibition page;
// - the JavaScript and CSS a first visit to / downloads, gzipped (CSS written into the page included);
// - the image bytes an artwork page loads for its first screen at 390 px width;
// - the main thread's work on each of the four pages, from a trace of the real browser, counted as
//   Lighthouse's phone counts it (a figure that moves less from run to run than Lighthouse's score);
// - the same pages under load: 50 connections asking for each as a browser does (brotli or gzip),
//   after the audits, as many visitors opening the gallery's pages at once would.
//   node bench/pages.mjs [--smoke] [--fresh] [--no-build] [--lighthouse-runs N] [--trace-runs N]
//                        [--cpu-slowdown N]
// --smoke runs Lighthouse on / only, on the bench seed. --fresh re-seeds the demo DATA_DIR (kept
// between runs otherwise). --cpu-slowdown makes Lighthouse's simulated phone N times slower than this
// machine instead of the mobile profile's 4: a fast machine standing in for a slower one.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { pathToFileURL } from 'node:url';
import {
  RESULTS,
  api,
  cannon,
  cpuMs,
  ensureBuilt,
  fmt,
  freePort,
  machine,
  parseFlags,
  seedBench,
  startGallery,
  stopChild,
  table,
  writeResult,
} from './lib.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * The main thread is traced in Chromium's headless shell where installed (ADR 010): the full browser
 * runs pages of its own interface in other processes, which take the CPU from the page on 2 cores
 * (the sum below came out two to three times higher, and moved more, in the full browser).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const TRACING_CHROMIUM = process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM);
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** The page targets of bench/README.md. */
export const TARGETS = {
  performance: 95,
  accessibility: 100,
  'best-practices': 95,
  seo: 100,
  jsGzipKb: 190,
  firstScreenImagesKb: 300,
  /** Server CPU of a first visit to an artwork page, nothing cached for it. */
  firstVisitCpuMs: 8,
};

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The demo gallery: DATA_DIR kept between runs (seeding draws pictures), --fresh starts over. */
async function startDemo({ fresh, log }) {
  const dataDir = path.join(RESULTS, 'data-demo');
  if (fresh) fs.rmSync(dataDir, { recursive: true, force: true });
  const seeded = fs.existsSync(path.join(dataDir, 'gallery.sqlite'));
  log(`[pages] demo gallery${seeded ? '' : ' (first start: the demo seed runs, this takes a while)'}`);
  const port = await freePort();
  const gallery = await startGallery({ name: 'pages-demo', dataDir, port, seed: true, timeoutMs: 300_000 });
  return { ...gallery, seed: 'demo' };
}

/**
 * A smoke run does not wait for the demo seed to draw its pictures (over half a minute): it opens
 * the pages on the bench seed, which exercises every measurement in a few seconds.
 */
async function startBenchSeeded({ log }) {
  const dataDir = path.join(RESULTS, 'data-sqlite');
  if (!fs.existsSync(path.join(dataDir, 'bench-manifest.json'))) seedBench({ dataDir });
  log('[pages] smoke run: pages of the bench seed (the full run uses the demo gallery)');
  const gallery = await startGallery({ name: 'pages-bench', dataDir, port: await freePort() });
  return { ...gallery, seed: 'bench' };
}

/** One artwork page and one exhibition page of the demo seed, found through the API, and `/` in Arabic. */
async function samplePaths(base) {
  const paths = { home: '/', arts: '/arts' };
  const search = await api(base, 'POST', '/admin/api/product_search', {
    page: 1,
    per_page: 12,
    availability: 'available',
  });
  const artwork = search.body?.result?.find((p) => p.image?.length > 1) ?? search.body?.result?.[0];
  if (artwork) paths.artwork = `/arts/${artwork.product_slug}`;
  const exhibitions = await api(base, 'POST', '/admin/api/exhibitions', {});
  const exhibition = exhibitions.body?.result?.find((e) => e.status === 'current') ?? exhibitions.body?.result?.[0];
  if (exhibition) paths.exhibition = `/exhibitions/${exhibition.exhibition_slug}`;
  // The home page in Arabic, as a visitor in Oman may first see it: right to left, in the device's Arabic
  // face. Its web font once cost it 197 KB and 4 to 6 points that the English pages did not show.
  paths['home-ar'] = '/?lng=ar';
  return paths;
}

/** One Lighthouse audit in a browser of its own (no cache or state carried from another audit). */
async function auditOnce(chromeLauncher, lighthouse, base, name, pathname, config, flags = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROMIUM_FLAGS,
    port: await freePort(),
    logLevel: 'silent',
  });
  try {
    const started = Date.now();
    const result = await lighthouse(
      `${base}${pathname}`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        ...flags,
      },
      config,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no report');
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const score = (c) =>
      typeof lhr.categories[c]?.score === 'number' ? Math.round(lhr.categories[c].score * 100) : NaN;
    const audit = (id) => lhr.audits[id]?.numericValue;
    const failing = Object.fromEntries(
      CATEGORIES.map((c) => [
        c,
        (lhr.categories[c]?.auditRefs ?? [])
          .filter(
            (ref) => ref.weight > 0 && typeof lhr.audits[ref.id]?.score === 'number' && lhr.audits[ref.id].score < 1,
          )
          .map((ref) => `${ref.id} (${Math.round(lhr.audits[ref.id].score * 100)})`),
      ]),
    );
    return {
      page: name,
      path: pathname,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      lcpMs: audit('largest-contentful-paint'),
      fcpMs: audit('first-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      // Lighthouse's own measure of the machine's speed: its 4x CPU slowdown weighs less on a faster one.
      benchmarkIndex: lhr.environment?.benchmarkIndex,
      failing,
      seconds: (Date.now() - started) / 1000,
      lhr,
    };
  } catch (error) {
    return { page: name, path: pathname, broken: error.message };
  } finally {
    await chrome.kill();
  }
}

/**
 * Lighthouse on each page, `runs` times. Its simulated timings move by a second from one run to the
 * next (they are modelled on the order in which the page happened to load here), so the full run
 * reports the run with the median performance score and lists every run's score next to it.
 */
async function runLighthouse(base, pages, log, runs = 1, cpuSlowdown = PHONE_SLOWDOWN, flags = {}) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const { throttling: lighthouseThrottling } = await import('lighthouse/core/config/constants.js');
  // The mobile profile as it is, but for how much slower than this machine its simulated phone is.
  const config =
    cpuSlowdown === PHONE_SLOWDOWN
      ? undefined
      : {
          extends: 'lighthouse:default',
          settings: { throttling: { ...lighthouseThrottling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown } },
        };
  const rows = [];
  const reports = {};
  for (const [name, pathname] of pages) {
    const done = [];
    let broken;
    for (let run = 1; run <= runs; run++) {
      // Lighthouse sometimes fails to record its trace (NO_NAVSTART and the like) and asks to be run
      // again, more often on a loaded machine: up to three attempts, each in a new browser.
      let row;
      for (let attempt = 1; attempt <= 3; attempt++) {
        row = await auditOnce(chromeLauncher, lighthouse, base, name, pathname, config, flags);
        if (!row.broken) break;
        log(`[pages] Lighthouse ${pathname}: attempt ${attempt} failed (${row.broken})`);
      }
      if (row.broken) broken = row;
      else done.push(row);
    }
    if (!done.length) {
      rows.push(broken);
      continue;
    }
    const row = [...done].sort((a, b) => a.performance - b.performance)[Math.floor((done.length - 1) / 2)];
    reports[name] = row.lhr;
    const everyRun = done.map((candidate) => candidate.performance);
    for (const candidate of done) delete candidate.lhr;
    rows.push({ ...row, runs: everyRun, benchmarkIndexes: done.map((candidate) => candidate.benchmarkIndex) });
    log(
      `[pages] Lighthouse ${pathname}${runs > 1 ? ` (median of ${done.length} runs, performance ${everyRun.join(', ')})` : ''}: ` +
        `perf ${row.performance}, a11y ${row.accessibility}, bp ${row['best-practices']}, seo ${row.seo}, ` +
        `LCP ${fmt.int(row.lcpMs)} ms, TBT ${fmt.int(row.tbtMs)} ms, CLS ${row.cls?.toFixed(3)}`,
    );
  }
  return { rows, reports };
}

async function withBrowser(fn, executablePath = CHROMIUM) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath,
    args: CHROMIUM_FLAGS.filter((f) => f !== '--headless'),
  });
  try {
    return await fn(browser);
  } finally {
    await browser.close();
  }
}

/** Every script and stylesheet of a first visit to / (empty cache), each gzipped here. */
async function firstLoadBytes(base) {
  return withBrowser(async (browser) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const seen = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') seen.push({ type, url: response.url(), response });
    });
    const documentResponse = await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    // Stylesheets written into the page's head, if any, count as CSS too.
    const html = (await documentResponse?.text()) ?? '';
    const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
    const inlineCssGzip = inlineCss ? zlib.gzipSync(inlineCss, { level: 9 }).length : 0;
    const files = [];
    for (const item of seen) {
      const body = await item.response.body().catch(() => Buffer.alloc(0));
      const sizes = await item.response
        .request()
        .sizes()
        .catch(() => ({ responseBodySize: 0 }));
      files.push({
        type: item.type,
        file: new URL(item.url).pathname,
        raw: body.length,
        gzip: zlib.gzipSync(body, { level: 9 }).length,
        served: item.response.headers()['content-encoding'] ?? 'identity',
        transferred: sizes.responseBodySize,
      });
    }
    await context.close();
    const total = (type, key) => files.filter((f) => f.type === type).reduce((a, f) => a + f[key], 0);
    return {
      jsGzip: total('script', 'gzip'),
      jsRaw: total('script', 'raw'),
      jsServed: total('script', 'transferred'),
      cssGzip: total('stylesheet', 'gzip') + inlineCssGzip,
      cssRaw: total('stylesheet', 'raw') + Buffer.byteLength(inlineCss),
      cssInlineGzip: inlineCssGzip,
      htmlGzip: zlib.gzipSync(html, { level: 9 }).length,
      files,
    };
  });
}

/**
 * The images an artwork page loads at 390 px (iPhone-sized, 3x pixels) before any scroll, and
 * those of them actually inside the first screen.
 */
async function firstScreenImages(base, pathname) {
  return withBrowser(async (browser) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const images = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'image' && !response.url().startsWith('data:')) images.push(response);
    });
    await page.goto(`${base}${pathname}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const loaded = [];
    for (const response of images) {
      const body = await response.body().catch(() => Buffer.alloc(0));
      loaded.push({ url: new URL(response.url()).pathname, bytes: body.length });
    }
    // Runs in the page, where document and window exist.
    /* eslint-disable no-undef */
    const visible = await page.evaluate(() =>
      [...document.images]
        .filter((img) => {
          const r = img.getBoundingClientRect();
          return (
            img.currentSrc &&
            r.width > 0 &&
            r.height > 0 &&
            r.bottom > 0 &&
            r.top < window.innerHeight &&
            r.right > 0 &&
            r.left < window.innerWidth
          );
        })
        .map((img) => new URL(img.currentSrc).pathname),
    );
    /* eslint-enable no-undef */
    await context.close();
    const bytesOf = (url) => loaded.find((l) => l.url === url)?.bytes ?? 0;
    return {
      path: pathname,
      loadedBytes: loaded.reduce((a, l) => a + l.bytes, 0),
      loaded,
      visibleBytes: [...new Set(visible)].reduce((a, url) => a + bytesOf(url), 0),
      visible: [...new Set(visible)],
    };
  });
}

/** Lighthouse's mobile profile counts each main-thread task four times as long (simulated CPU). */
const PHONE_SLOWDOWN = 4;
/** The part of a task past this blocks input (Total Blocking Time's definition). */
const BLOCKING_FROM_MS = 50;

/**
 * Waits until hydration has started (`data-hydrating`), asking through the DevTools
 * protocol: Playwright's own selector engine, injected into the page on its first use, is a script
 * of 8 to 30 ms to compile on the page's main thread, which the trace would count as the page's.
 */
async function hydrationStarted(context, page, timeoutMs) {
  const cdp = await context.newCDPSession(page);
  const until = Date.now() + timeoutMs;
  try {
    while (Date.now() < until) {
      const { result } = await cdp.send('Runtime.evaluate', {
        expression: "document.documentElement.hasAttribute('data-hydrating')",
        returnByValue: true,
      });
      if (result.value === true) return true;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return false;
  } finally {
    await cdp.detach();
  }
}

/**
 * The page's main thread while it loads and is hydrated, from `runs` traces of the real browser
 * (a fresh context each, so nothing is cached), each load followed until the page is
 * hydrated and two seconds more. For each load: the blocking time its tasks after the first paint would
 * have on Lighthouse's phone (each task four times as long, less 50 ms), and its longest task at the
 * machine's own speed. Lighthouse simulates the network and the order of the tasks as well, and its
 * score moves by ten points from one run to the next on a 2-core machine; this sum moves less, so it
 * is the figure to compare two builds by.
 */
async function mainThreadWork(base, pathname, runs) {
  return withBrowser(async (browser) => {
    const loads = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
      await page.goto(`${base}${pathname}`, { waitUntil: 'load' });
      await hydrationStarted(context, page, 15_000);
      await page.waitForTimeout(2000);
      const { traceEvents: events } = JSON.parse((await browser.stopTracing()).toString());
      await context.close();
      const firstPaint = events.find((e) => e.name === 'firstContentfulPaint');
      if (!firstPaint) continue;
      // The page's renderer: the process that painted it, on its main thread.
      const mainThread = events.find(
        (e) =>
          e.ph === 'M' && e.name === 'thread_name' && e.pid === firstPaint.pid && e.args?.name === 'CrRendererMain',
      );
      const tasks = events.filter(
        (e) =>
          e.name === 'RunTask' &&
          e.ph === 'X' &&
          e.pid === firstPaint.pid &&
          e.tid === mainThread?.tid &&
          e.ts + e.dur > firstPaint.ts,
      );
      const ms = tasks.map((e) => e.dur / 1000);
      loads.push({
        blockingMs: ms.reduce((sum, d) => sum + Math.max(0, d * PHONE_SLOWDOWN - BLOCKING_FROM_MS), 0),
        longestTaskMs: Math.max(0, ...ms),
      });
    }
    const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    return {
      path: pathname,
      runs: loads.length,
      blockingMs: loads.length ? median(loads.map((l) => l.blockingMs)) : NaN,
      longestTaskMs: loads.length ? median(loads.map((l) => l.longestTaskMs)) : NaN,
      eachRun: loads.map((l) => Math.round(l.blockingMs)),
    };
  }, TRACING_CHROMIUM);
}

/**
 * The server's CPU for a first visit to an artwork page: works not asked for before are asked for
 * one at a time, each once, as a browser asks, and the server process's CPU time over them all is
 * divided by their number (the kernel counts it in ticks of 10 ms, too coarse for one page).
 *
 * Three figures, in this order. The target's: the first `count` works right after start-up, when
 * V8 still compiles and optimises the code they run. Then the other works of the seed, each still a
 * first visit, in a server that has rendered pages before: what a running server pays for a work
 * nobody has opened since the catalogue changed. Then addresses of no screen (the not-found page):
 * the layout, the store and the router alone, the part of every page's cost no screen can save.
 */
async function firstVisitCpu(demo, skip, count = 24) {
  const search = await api(demo.base, 'POST', '/admin/api/product_search', { page: 1, per_page: 100 });
  const works = (search.body?.result ?? [])
    .map((work) => `/arts/${work.product_slug}`)
    .filter((pathname) => pathname !== skip);
  if (works.length === 0) throw new Error('the seed has no artwork to open');
  const afterStart = await cpuPerPage(demo, works.slice(0, count), 200);
  const running = works.length > count ? await cpuPerPage(demo, works.slice(count, 2 * count), 200) : null;
  const missing = Array.from({ length: count }, (_, i) => `/no-such-screen-${i}`);
  const layout = await cpuPerPage(demo, missing, 404);
  return {
    pages: afterStart.pages,
    cpuMsPerPage: afterStart.cpuMsPerPage,
    wallMsPerPage: afterStart.wallMsPerPage,
    running,
    layout,
  };
}

/** Each address asked for once, one after the other; the server's CPU and the wall clock per page. */
async function cpuPerPage(demo, pathnames, status) {
  const before = cpuMs(demo.child.pid);
  const started = performance.now();
  for (const pathname of pathnames) {
    const response = await fetch(`${demo.base}${pathname}`, { headers: BROWSER_PAGE_HEADERS });
    await response.arrayBuffer();
    if (response.status !== status) throw new Error(`${pathname} answered ${response.status}, not ${status}`);
  }
  return {
    pages: pathnames.length,
    cpuMsPerPage: (cpuMs(demo.child.pid) - before) / pathnames.length,
    wallMsPerPage: (performance.now() - started) / pathnames.length,
  };
}

/** What a browser sends for a page: it takes brotli and gzip, and prefers HTML. */
const BROWSER_PAGE_HEADERS = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, deflate, br' };

/**
 * Each page under load: 50 connections for 5 s (1 s in a smoke run) after a second's warm-up, every
 * request the same page, as the gallery caches it once rendered (ADR 018). Not one of the targets;
 * printed so that the cost of serving a page to many visitors at once is seen, and kept.
 */
async function pagesUnderLoad(demo, audited, smoke) {
  const rows = [];
  for (const [, pathname] of audited) {
    const result = await cannon({
      url: new URL(pathname, demo.base).href,
      connections: 50,
      duration: smoke ? 1 : 5,
      warmup: smoke ? 0 : 1,
      headers: BROWSER_PAGE_HEADERS,
      pid: demo.child.pid,
    });
    rows.push({ path: pathname, ...result, bytesPerRequest: result.bytesPerSec / result.rps });
  }
  return rows;
}

export async function runPages(options = {}) {
  const smoke = Boolean(options.smoke);
  const log = options.log ?? console.log;
  const problems = [];
  const cpuSlowdown = options.cpuSlowdown ?? PHONE_SLOWDOWN;
  if (!(Number.isFinite(cpuSlowdown) && cpuSlowdown >= 1)) {
    return {
      rows: [],
      problems: [
        {
          fatal: true,
          what: 'pages',
          message: `--cpu-slowdown takes a number of 1 or more, not ${options.cpuSlowdown}`,
        },
      ],
    };
  }
  if (cpuSlowdown !== PHONE_SLOWDOWN) {
    log(
      `[pages] Lighthouse's phone ${cpuSlowdown} times slower than this machine (the mobile profile's is ${PHONE_SLOWDOWN}): its scores are not the target's`,
    );
  }
  ensureBuilt({ skip: options.noBuild, log });
  if (!fs.existsSync(CHROMIUM)) {
    return { rows: [], problems: [{ fatal: true, what: 'pages', message: `no Chromium at ${CHROMIUM}` }] };
  }
  let demo;
  try {
    demo = smoke ? await startBenchSeeded({ log }) : await startDemo({ fresh: options.fresh, log });
  } catch (error) {
    return { rows: [], problems: [{ fatal: true, what: 'pages: demo gallery', message: error.message }] };
  }
  try {
    const paths = await samplePaths(demo.base);
    if (!paths.artwork) problems.push({ fatal: true, what: 'pages', message: 'the seed has no artwork to open' });
    if (!paths.exhibition) problems.push({ fatal: true, what: 'pages', message: 'the seed has no exhibition to open' });
    const audited = smoke ? [['home', '/']] : Object.entries(paths);

    const bundle = await firstLoadBytes(demo.base).catch((error) => {
      problems.push({ fatal: true, what: 'first-load bytes', message: error.message });
      return null;
    });
    if (bundle) {
      log(
        `[pages] first load of /: JS ${fmt.kb(bundle.jsGzip)} gzipped (${fmt.kb(bundle.jsRaw)} raw, ${fmt.kb(bundle.jsServed)} as served), ` +
          `CSS ${fmt.kb(bundle.cssGzip)} gzipped (${fmt.kb(bundle.cssInlineGzip)} of it written into the page), HTML ${fmt.kb(bundle.htmlGzip)} gzipped`,
      );
    }
    // Before any other visit, so that nothing is cached for these works.
    const firstVisit = await firstVisitCpu(demo, paths.artwork).catch((error) => {
      problems.push({ fatal: true, what: 'first visit of an artwork page', message: error.message });
      return null;
    });
    if (firstVisit) {
      log(
        `[pages] first visit of an artwork page (nothing cached for it, ${firstVisit.pages} works): ` +
          `${firstVisit.cpuMsPerPage.toFixed(1)} ms of server CPU, ${firstVisit.wallMsPerPage.toFixed(1)} ms to answer`,
      );
      if (firstVisit.running)
        log(
          `[pages] then ${firstVisit.running.pages} other works, in a running server: ` +
            `${firstVisit.running.cpuMsPerPage.toFixed(1)} ms of server CPU each`,
        );
      log(
        `[pages] the layout alone (${firstVisit.layout.pages} addresses of no screen): ` +
          `${firstVisit.layout.cpuMsPerPage.toFixed(1)} ms of server CPU each`,
      );
    }
    const images = paths.artwork
      ? await firstScreenImages(demo.base, paths.artwork).catch((error) => {
          problems.push({ fatal: true, what: 'first-screen images', message: error.message });
          return null;
        })
      : null;
    if (images) {
      log(
        `[pages] ${images.path} at 390 px: ${fmt.kb(images.loadedBytes)} of images loaded before scrolling, ${fmt.kb(images.visibleBytes)} inside the first screen`,
      );
    }

    const mainThread = [];
    const traceRuns = smoke ? 1 : (options.traceRuns ?? 7);
    for (const [, pathname] of audited) {
      const work = await mainThreadWork(demo.base, pathname, traceRuns).catch((error) => {
        problems.push({ fatal: true, what: `main thread of ${pathname}`, message: error.message });
        return null;
      });
      if (!work) continue;
      mainThread.push(work);
      log(
        `[pages] main thread of ${pathname} (median of ${work.runs} loads): ${fmt.int(work.blockingMs)} ms blocking on the phone, ` +
          `longest task ${work.longestTaskMs.toFixed(1)} ms here (each load: ${work.eachRun.join(', ')})`,
      );
    }

    const lighthouse = await runLighthouse(
      demo.base,
      audited,
      log,
      smoke ? 1 : (options.lighthouseRuns ?? 3),
      cpuSlowdown,
    );
    for (const row of lighthouse.rows)
      if (row.broken) problems.push({ fatal: true, what: `Lighthouse ${row.path}`, message: row.broken });
    // The home page once more with its scripts blocked: what the server's page alone (its parsing, styles,
    // layout, fonts and pictures) scores on this machine, the part of the score no change to the code
    // can win back. Full runs only; it is not one of the target's pages.
    let pageAlone;
    if (!smoke) {
      log("[pages] Lighthouse / once more, its scripts blocked: the server's page alone");
      const alone = await runLighthouse(
        demo.base,
        [['home-no-code', '/']],
        (line) => log(line.replace('Lighthouse /', 'Lighthouse / (scripts blocked)')),
        options.lighthouseRuns ?? 3,
        cpuSlowdown,
        { blockedUrlPatterns: ['*.js'] },
      );
      pageAlone = alone.rows[0];
      if (pageAlone?.broken) {
        problems.push({ what: 'Lighthouse / with its scripts blocked', message: pageAlone.broken });
        pageAlone = undefined;
      }
      Object.assign(lighthouse.reports, alone.reports);
    }
    // After the audits, so that they meet the server as a visitor's first request would.
    const underLoad = await pagesUnderLoad(demo, audited, smoke).catch((error) => {
      problems.push({ fatal: true, what: 'pages under load', message: error.message });
      return [];
    });
    for (const row of underLoad) {
      log(
        `[pages] ${row.path} under load (50 connections): ${fmt.int(row.rps)} pages/s, p50 ${row.p50.toFixed(2)} ms, ` +
          `p99 ${row.p99.toFixed(2)} ms, ${fmt.kb(row.bytesPerRequest)} a page, non-2xx ${row.non2xx}, errors ${row.errors}, ` +
          `${row.cpuMsPerRequest.toFixed(3)} ms CPU per page, load generator ${Math.round(row.loadGeneratorBusy * 100)}% of a core`,
      );
      if (row.non2xx > 0 || row.errors > 0)
        problems.push({
          fatal: true,
          what: `${row.path} under load`,
          message: `${row.non2xx} non-2xx, ${row.errors} errors`,
        });
    }
    fs.mkdirSync(RESULTS, { recursive: true });
    for (const [name, lhr] of Object.entries(lighthouse.reports)) {
      fs.writeFileSync(path.join(RESULTS, `lighthouse-${name}.json`), JSON.stringify(lhr));
    }
    return {
      seed: demo.seed,
      paths,
      lighthouse: lighthouse.rows,
      pageAlone,
      cpuSlowdown,
      mainThread,
      underLoad,
      bundle,
      firstVisit,
      images,
      problems,
    };
  } finally {
    await stopChild(demo.child);
  }
}

const mark = (ok) => (ok ? '' : ' !');

/** The first column of each table: the page's path, cut to fit. */
const pathColumn = (title) => ({
  key: 'path',
  title,
  align: 'left',
  format: (v) => (v.length > 48 ? `${v.slice(0, 45)}...` : v),
});

export function pagesTable(result) {
  const parts = [];
  if (result.lighthouse?.length) {
    parts.push(
      table(result.lighthouse, [
        pathColumn('Lighthouse mobile'),
        ...CATEGORIES.map((c) => ({
          key: c,
          title: { performance: 'perf', accessibility: 'a11y', 'best-practices': 'best pr.', seo: 'SEO' }[c],
          format: (v, r) => (r.broken ? (c === 'performance' ? 'FAILED' : '') : `${v}${mark(v >= TARGETS[c])}`),
        })),
        { key: 'lcpMs', title: 'LCP ms', format: (v, r) => (r.broken ? '' : fmt.int(v)) },
        { key: 'tbtMs', title: 'TBT ms', format: (v, r) => (r.broken ? '' : fmt.int(v)) },
        { key: 'cls', title: 'CLS', format: (v, r) => (r.broken || v === undefined ? '' : v.toFixed(3)) },
        { key: 'runs', title: 'perf of each run', align: 'left', format: (v) => (v?.length > 1 ? v.join(' ') : '') },
      ]),
    );
  }
  if (result.mainThread?.length) {
    parts.push(
      table(result.mainThread, [
        pathColumn('Main thread, traced'),
        { key: 'blockingMs', title: 'blocking on the phone ms', format: (v) => fmt.int(v) },
        { key: 'longestTaskMs', title: 'longest task here ms', format: (v) => v.toFixed(1) },
        {
          key: 'eachRun',
          title: 'blocking of each load',
          align: 'left',
          format: (v) => (v?.length > 1 ? v.join(' ') : ''),
        },
      ]),
    );
  }
  if (result.underLoad?.length) {
    parts.push(
      table(result.underLoad, [
        pathColumn('Pages under load, 50 connections'),
        { key: 'rps', title: 'pages/s', format: (v) => fmt.int(v) },
        { key: 'p50', title: 'p50 ms', format: (v) => v.toFixed(2) },
        { key: 'p99', title: 'p99 ms', format: (v) => v.toFixed(2) },
        { key: 'bytesPerRequest', title: 'a page', format: (v) => fmt.kb(v) },
        { key: 'non2xx', title: 'non-2xx' },
        { key: 'errors', title: 'errors' },
        { key: 'cpuMsPerRequest', title: 'CPU ms/page', format: (v) => (Number.isFinite(v) ? v.toFixed(3) : '') },
        { key: 'loadGeneratorBusy', title: 'load gen.', format: (v) => `${Math.round(v * 100)}%` },
      ]),
    );
  }
  const lines = [];
  const indexes = (result.lighthouse ?? []).flatMap((row) => row.benchmarkIndexes ?? []).filter(Number.isFinite);
  if (indexes.length) {
    const low = Math.min(...indexes);
    const high = Math.max(...indexes);
    lines.push(
      `This machine's speed as Lighthouse measured it (benchmarkIndex, higher is faster): ` +
        `${low === high ? fmt.int(low) : `${fmt.int(low)} to ${fmt.int(high)}`} over ${indexes.length} audit${indexes.length === 1 ? '' : 's'}`,
    );
  }
  if (result.pageAlone) {
    const alone = result.pageAlone;
    lines.push(
      `The server's page alone (/ with its scripts blocked, not a target row): performance ${alone.performance}` +
        `${alone.runs?.length > 1 ? ` (runs ${alone.runs.join(' ')})` : ''}, TBT ${fmt.int(alone.tbtMs)} ms, LCP ${fmt.int(alone.lcpMs)} ms: ` +
        `what this machine's simulated phone gives the page before any of its code`,
    );
  }
  for (const row of result.lighthouse ?? []) {
    const failing = Object.values(row.failing ?? {}).flat();
    if (failing.length) lines.push(`Audits below 100 on ${row.path}: ${failing.join(', ')}`);
  }
  if (result.bundle) {
    lines.push(
      `First load of /: JS ${fmt.kb(result.bundle.jsGzip)} gzipped${mark(result.bundle.jsGzip <= TARGETS.jsGzipKb * 1024)} ` +
        `(target <= ${TARGETS.jsGzipKb} KB; ${fmt.kb(result.bundle.jsRaw)} raw, ${fmt.kb(result.bundle.jsServed)} as served, ` +
        `${result.bundle.files.filter((f) => f.type === 'script').length} files), ` +
        `CSS ${fmt.kb(result.bundle.cssGzip)} gzipped (${fmt.kb(result.bundle.cssInlineGzip ?? 0)} of it written into the page), ` +
        `HTML ${fmt.kb(result.bundle.htmlGzip ?? 0)} gzipped`,
    );
  }
  if (result.firstVisit) {
    lines.push(
      `First visit of an artwork page (nothing cached for it): ${result.firstVisit.cpuMsPerPage.toFixed(1)} ms of server CPU` +
        `${mark(result.firstVisit.cpuMsPerPage <= TARGETS.firstVisitCpuMs)} (target <= ${TARGETS.firstVisitCpuMs} ms, ${result.firstVisit.pages} works right after start-up)` +
        (result.firstVisit.running
          ? `; ${result.firstVisit.running.cpuMsPerPage.toFixed(1)} ms for ${result.firstVisit.running.pages} other works in a running server`
          : '') +
        (result.firstVisit.layout
          ? `; the layout alone (a not-found address) ${result.firstVisit.layout.cpuMsPerPage.toFixed(1)} ms`
          : ''),
    );
  }
  if (result.images) {
    lines.push(
      `Artwork page images at 390 px (3x): ${fmt.kb(result.images.loadedBytes)} loaded before scrolling${mark(result.images.loadedBytes <= TARGETS.firstScreenImagesKb * 1024)} ` +
        `(target <= ${TARGETS.firstScreenImagesKb} KB), ${fmt.kb(result.images.visibleBytes)} of them inside the first screen`,
    );
  }
  parts.push(lines.join('\n'));
  return parts.filter(Boolean).join('\n\n');
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const flags = parseFlags();
  const result = await runPages({
    ...flags,
    noBuild: flags['no-build'],
    lighthouseRuns: Number(flags['lighthouse-runs'] ?? 3),
    traceRuns: Number(flags['trace-runs'] ?? 7),
    cpuSlowdown: flags['cpu-slowdown'] === undefined ? undefined : Number(flags['cpu-slowdown']),
  });
  console.log(`\n${pagesTable(result)}`);
  for (const p of result.problems) console.log(`PROBLEM ${p.what}: ${p.message}`);
  console.log(`results: ${writeResult('pages', { machine: machine(), ...result })}`);
  process.exit(result.problems.some((p) => p.fatal) ? 1 : 0);
}
