// What the agent waits for when opening a customer (issue 28): navigation start → the first agreement's rows in
// the DOM (the web app's performance mark 'sappis:agreements-painted', checked against the Element Timing paint
// entry of the rows' first cells), p50/p95 over --opens opens of the customer with 20 agreements and 400 rows
// (packages/trpc/src/testing/bench-customer.ts), in Debian's Chromium through Playwright, signed in, with a warm HTTP
// cache and V8 code cache (a browser profile on disk, as an agent's; --incognito: an off-the-record context without):
// - new tab: each open in a new tab of the same browser context (how a search hit opens),
// - same tab: each open a document navigation of one tab that showed the customer before.
// Also the requests and bytes (transferSize; 0 for an HTTP cache hit) before the mark, from Resource Timing
// (WebSocket frames are not counted), and the API's CPU per open (/proc/<pid>/stat over the opens).
// And navigation start → every agreement's rows in the DOM (mark 'sappis:all-agreements-rendered'): the web app
// renders the agreements of the first screen first and the rest after that frame is painted; the floor all at once.
// In the same run and interleaved open by open, the floor (support/customer-floor/): a bare Express app serving
// a minimal React page that fetches the same customers.byNumber JSON from the same API with one request and
// renders the same columns; the ratio to it is what load on the machine distorts least.
// Datasets: the demo data, then the demo data plus the scale seed (--scale-customers, 0 skips it).
//
//   node --import tsx bench/customer-open.ts [--opens=30] [--scale-customers=20000] [--incognito]
// DATABASE_URL set: scratch databases on that server; unset: a throwaway embedded PostgreSQL. Build the web app
// first (npm run build -w @sappis/web): the API serves apps/web/dist.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { seedDemo, seedScale } from '@sappis/db/seed/index';
import { hashPassword } from '@sappis/trpc/auth/password';
import { BENCH_CUSTOMER_NUMBER, ensureBenchCustomer } from '@sappis/trpc/testing/bench-customer';
import { startReplica } from '../apps/api/src/cluster/replica.ts';
import e2eConfig from '../playwright.config.ts';
import { createBenchDatabase } from './support/bench-database.ts';
import { startChromiumTrace } from './support/chromium-trace.ts';
import { startFloorServer } from './support/customer-floor/floor-server.ts';
import { createSessionCookies } from './support/sessions.ts';
import { cpuSecondsOf, percentile, printJson } from './support/stats.ts';

const option = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const opens = Number(option('opens', '30'));
const scaleCustomers = Number(option('scale-customers', '20000'));
const WARMUP_OPENS = 3;
/** --waterfall: also print, for the last app and floor open of each mode, every resource fetched before the mark. */
const waterfall = process.argv.includes('--waterfall');
/**
 * --trace=<dir>: a Chromium trace (DevTools timeline) of each mode's last app and floor open, for DevTools;
 * --trace-js: with JavaScript call stacks, which slow the traced open (bench/support/chromium-trace.ts).
 */
const traceDir = process.argv.find((a) => a.startsWith('--trace='))?.split('=')[1];
const traceJs = process.argv.includes('--trace-js');
/** --incognito: an off-the-record browser context, without the V8 code cache an agent's browser profile keeps. */
const incognito = process.argv.includes('--incognito');

interface Open {
  markMs: number;
  /** Navigation start → the mark 'sappis:all-agreements-rendered' (every agreement's rows in the DOM). */
  allMs: number;
  frameMs: number;
  /** null: Chromium reported no Element Timing entry for the rows within the wait (it often reports none for the web app). */
  paintMs: number | null;
  requests: number;
  bytes: number;
  /** The resources before the mark: path, start and end (ms after navigation start), bytes on the wire. */
  resources: [string, number, number, number][];
  /** Where the time before the mark went, each ms after navigation start (null: this page has no such step). */
  phases: Phases;
}

/**
 * The steps of an open: the page's HTML and the script code it names received, the customer's answer received
 * (Resource Timing), the web app's own modules evaluated and its first render begun (its marks 'sappis:app-started'
 * and 'sappis:first-render'; the floor has none).
 */
interface Phases {
  html: number;
  code: number;
  customer: number | null;
  appStarted: number | null;
  firstRender: number | null;
}

/**
 * In each document: the first Element Timing paint of an agreement row (`__rowPaint`), and the end of the frame
 * after the mark (`__frameAfterMark`: a task queued from the next animation frame runs after that frame's paint).
 */
const OBSERVE_PAINTS = `
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.identifier === 'agreement-row' && window.__rowPaint === undefined)
        window.__rowPaint = entry.renderTime || entry.loadTime;
    }
  }).observe({ type: 'element', buffered: true });
  new PerformanceObserver((list) => {
    if (window.__frameAfterMark !== undefined) return;
    if (!list.getEntries().some((entry) => entry.name === 'sappis:agreements-painted')) return;
    window.__frameAfterMark = null;
    requestAnimationFrame(() => setTimeout(() => { window.__frameAfterMark = performance.now(); }));
  }).observe({ type: 'mark', buffered: true });
`;

interface Painted {
  __rowPaint?: number;
  __frameAfterMark?: number | null;
}

async function measureOpen(page: Page, url: string): Promise<Open> {
  await page.goto(url);
  await page.waitForFunction(
    () =>
      typeof (window as Painted).__frameAfterMark === 'number' &&
      performance.getEntriesByName('sappis:all-agreements-rendered').length > 0,
    undefined,
    { timeout: 180_000 },
  );
  return page.evaluate(() => {
    const markMs = performance.getEntriesByName('sappis:agreements-painted')[0]!.startTime;
    const allMs = performance.getEntriesByName('sappis:all-agreements-rendered')[0]!.startTime;
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const before = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
      (entry) => entry.responseEnd <= markMs,
    );
    const painted = window as Painted;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    // No named functions in here: the bundler's keep-names helper does not exist in the page.
    const [appStarted, firstRender] = ['sappis:app-started', 'sappis:first-render'].map(
      (name) => performance.getEntriesByName(name)[0]?.startTime ?? null,
    );
    const phases = {
      html: navigation.responseEnd,
      // The scripts the HTML names (its parser and preload scanner find them), not those loaded later by import().
      code: Math.max(
        ...resources
          .filter((entry) => entry.name.endsWith('.js') && entry.startTime < navigation.domInteractive)
          .map((entry) => entry.responseEnd),
      ),
      customer: resources.find((entry) => entry.name.includes('customers.byNumber'))?.responseEnd ?? null,
      appStarted: appStarted ?? null,
      firstRender: firstRender ?? null,
    };
    return {
      phases,
      markMs,
      allMs,
      frameMs: painted.__frameAfterMark!,
      paintMs: painted.__rowPaint ?? null,
      requests: 1 + before.length,
      bytes: before.reduce((sum, entry) => sum + entry.transferSize, navigation.transferSize),
      resources: [navigation, ...before].map((entry): [string, number, number, number] => {
        const url = new URL(entry.name);
        return [
          decodeURIComponent(url.pathname + url.search).slice(0, 80),
          Math.round(entry.startTime),
          Math.round(entry.responseEnd),
          entry.transferSize,
        ];
      }),
    };
  });
}

const round = (value: number) => Math.round(value * 10) / 10;

function summary(samples: Open[], cpuSeconds: number) {
  const marks = samples.map((s) => s.markMs);
  const frames = samples.map((s) => s.frameMs);
  const paintGaps = samples.flatMap((s) => (s.paintMs === null ? [] : [s.paintMs - s.markMs]));
  const paints = samples.flatMap((s) => (s.paintMs === null ? [] : [s.paintMs]));
  return {
    markP50: percentile(marks, 50),
    markP95: percentile(marks, 95),
    // Navigation start → the rows' first cells painted (Element Timing), over the opens Chromium reported it for:
    // the mark is set in an effect, which the app's synchronous first render runs before style, layout and paint,
    // and the floor's default-priority render after them.
    paintP50: paints.length ? percentile(paints, 50) : null,
    paintP95: paints.length ? percentile(paints, 95) : null,
    allAgreementsP50: percentile(
      samples.map((s) => s.allMs),
      50,
    ),
    allAgreementsP95: percentile(
      samples.map((s) => s.allMs),
      95,
    ),
    frameAfterMarkP50: percentile(frames, 50),
    frameAfterMarkP95: percentile(frames, 95),
    phasesP50: Object.fromEntries(
      (Object.keys(samples[0]!.phases) as (keyof Phases)[]).map((phase) => {
        const times = samples.flatMap((s) => (s.phases[phase] === null ? [] : [s.phases[phase]]));
        return [phase, times.length ? round(percentile(times, 50)) : null];
      }),
    ),
    elementPaints: paintGaps.length,
    elementPaintMinusMark: paintGaps.length
      ? [round(Math.min(...paintGaps)), round(Math.max(...paintGaps))]
      : null,
    requests: percentile(
      samples.map((s) => s.requests),
      50,
    ),
    kilobytes: round(
      percentile(
        samples.map((s) => s.bytes),
        50,
      ) / 1000,
    ),
    apiCpuMsPerOpen: round((cpuSeconds * 1000) / samples.length),
  };
}

async function runDataset(dataset: 'demo' | 'scale', context: BrowserContext) {
  const db = await createBenchDatabase(`customer_open_${dataset}`);
  try {
    await seedDemo(db.prisma, { hashPassword });
    if (dataset === 'scale') await seedScale(db.url, { customers: scaleCustomers, cases: scaleCustomers });
    await ensureBenchCustomer(db.prisma);
    const [cookie] = await createSessionCookies(db.prisma, 1);
    const api = await startReplica({
      databaseUrl: db.url,
      port: 0,
      env: { LOG_LEVEL: 'warn' },
      onLine: () => {},
    });
    const floor = await startFloorServer(api.port);
    try {
      const [name, value] = cookie!.split('=') as [string, string];
      await context.clearCookies();
      await context.addCookies([{ name, value, domain: '127.0.0.1', path: '/' }]);
      const targets = {
        floor: `http://127.0.0.1:${floor.port}/?customer=${BENCH_CUSTOMER_NUMBER}`,
        app: `http://127.0.0.1:${api.port}/klc/${BENCH_CUSTOMER_NUMBER}/tjanster`,
      };
      const pid = api.process.pid ?? 0;
      for (const mode of ['new-tab', 'same-tab'] as const) {
        const tabs = { app: await context.newPage(), floor: await context.newPage() };
        // Warm the HTTP cache (and, for the same tab, the tab).
        for (let i = 0; i < WARMUP_OPENS; i += 1) {
          for (const [target, url] of Object.entries(targets)) await measureOpen(tabs[target as 'app'], url);
        }
        const samples = { app: [] as Open[], floor: [] as Open[] };
        const cpu = { app: 0, floor: 0 };
        for (let i = 0; i < opens; i += 1) {
          for (const target of ['app', 'floor'] as const) {
            const page = mode === 'new-tab' ? await context.newPage() : tabs[target];
            const cpuBefore = cpuSecondsOf(pid);
            const stopTrace =
              traceDir !== undefined && i === opens - 1
                ? await startChromiumTrace(page, `${traceDir}/${dataset}-${mode}-${target}.json`, traceJs)
                : null;
            samples[target].push(await measureOpen(page, targets[target]));
            await stopTrace?.();
            if (mode === 'new-tab') await page.close();
            // What the page still asks for after the mark belongs to this open.
            await new Promise((resolve) => setTimeout(resolve, 200));
            cpu[target] += cpuSecondsOf(pid) - cpuBefore;
          }
        }
        await tabs.app.close();
        await tabs.floor.close();
        if (waterfall)
          for (const target of ['app', 'floor'] as const)
            printJson({
              bench: 'customer-open',
              dataset,
              mode,
              target,
              waterfall: samples[target].at(-1)?.resources,
            });
        const app = summary(samples.app, cpu.app);
        const base = summary(samples.floor, cpu.floor);
        printJson({
          bench: 'customer-open',
          dataset,
          mode,
          opens,
          profile: incognito ? 'incognito' : 'on disk',
          loadAverage: loadavg().map(round),
          app,
          floor: base,
          ratioP50: round(app.markP50 / base.markP50),
          ratioP95: round(app.markP95 / base.markP95),
          paintRatioP50: app.paintP50 && base.paintP50 ? round(app.paintP50 / base.paintP50) : null,
          paintRatioP95: app.paintP95 && base.paintP95 ? round(app.paintP95 / base.paintP95) : null,
        });
      }
    } finally {
      await floor.close();
      api.process.kill('SIGTERM');
      await api.exited;
    }
  } finally {
    await db.drop();
  }
}

// Launched as the end-to-end tests launch it: Debian's chromium with the flags these machines need. By default with a
// profile on disk, as an agent's browser has: Chromium keeps compiled scripts (its V8 code cache) only there; a
// context of Playwright's newContext() is off the record.
const viewport = { width: 1600, height: 1000 };
const profileDir = incognito ? null : mkdtempSync(join(tmpdir(), 'sappis-customer-open-'));
const browser = profileDir ? null : await chromium.launch(e2eConfig.use?.launchOptions);
const context = profileDir
  ? await chromium.launchPersistentContext(profileDir, { ...e2eConfig.use?.launchOptions, viewport })
  : await browser!.newContext({ viewport });
try {
  await context.addInitScript(OBSERVE_PAINTS);
  await runDataset('demo', context);
  if (scaleCustomers > 0) await runDataset('scale', context);
} finally {
  await context.close();
  await browser?.close();
  if (profileDir) rmSync(profileDir, { recursive: true, force: true });
}
