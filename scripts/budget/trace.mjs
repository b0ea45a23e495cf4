// `npm run budget:trace`: where the main thread's time goes while a page draws its first screen, by
// source module and function, on the same emulated mid-tier phone as `npm run budget` (ADR 0058: the CPU
// slowdown calibrated to the host). The budget's Lighthouse reports attribute script time to the bundle
// that holds a function (React's work all reads as the entry), so it cannot say which of our modules or
// which library costs the time; this can.
//
// 1. Builds the client with source maps into a temp folder and starts the real server on the demo data
//    (server.mjs), signed in as the demo member for member pages, as `npm run budget` does.
// 2. For each selected page, TRACE_RUNS times (default 3): a fresh tab, calibration (lighthouse.mjs
//    `calibrate`), `Emulation.setCPUThrottlingRate` at the multiplier, cold cache, V8's sampling profiler
//    from the navigation until at most 2 requests have been open for 0.5 s (the notice stream stays open), then 2 s more (the work deferred
//    after the first screen); long tasks (≥ 50 ms) counted by a PerformanceObserver in the page.
// 3. Prints per page: the long tasks (count, total, blocking time = the sum over 50 ms, in ms of the
//    emulated phone, averaged over the runs) and the TRACE_TOP (default 20) modules and functions with the
//    most self time (profiler samples mapped through the source maps; packages by name).
//
// Environment: BUDGET_PAGES (as `npm run budget`; default `home`), TRACE_RUNS, TRACE_TOP, CHROME_PATH.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { calibrate, launchBrowser } from './lighthouse.mjs';
import { PAGES, selectPages } from './pages.mjs';
import { attribute, frameResolver, traceSelfTimes } from './profile.mjs';
import { demoBookId, demoSessionCookies, startServer } from './server.mjs';

const RUNS = Math.max(1, Number(process.env.TRACE_RUNS ?? 3));
const TOP = Math.max(1, Number(process.env.TRACE_TOP ?? 20));
/** Profiler sampling interval, µs. */
const SAMPLING_US = 200;
const SETTLE_MS = 2000;
/** The trace's categories: the main thread's tasks and what the browser does in them (DevTools' timeline). */
const TRACE_CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'blink',
  'loading',
];

/** Collects long tasks from the first script on (runs before the page's own scripts). */
const LONG_TASK_OBSERVER = `window.__longTasks = [];
new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push(e.duration); })
  .observe({ type: 'longtask', buffered: true });`;

/** One profiled load of `url`: `{ profile, longTasks (ms each), multiplier }`. */
async function profileLoad(browser, { origin, url, cookies }) {
  const page = await browser.newPage();
  try {
    await page.setViewport({
      width: 412,
      height: 823,
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const cdp = await page.createCDPSession();
    await page.goto(`${origin}/healthz`);
    const { multiplier } = await calibrate(page);
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    await page.evaluate(() => window.localStorage.setItem('hasSeenWelcome', 'true'));
    for (const cookie of cookies ?? []) await page.setCookie({ ...cookie, url: origin });
    await cdp.send('Network.clearBrowserCache');
    await page.evaluateOnNewDocument(LONG_TASK_OBSERVER);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: multiplier });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLING_US });
    await cdp.send('Profiler.start');
    await page.tracing.start({ categories: TRACE_CATEGORIES });
    await page.goto(url, { waitUntil: 'networkidle2', timeout: 120_000 });
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const trace = JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8'));
    const { profile } = await cdp.send('Profiler.stop');
    const longTasks = await page.evaluate(() => window.__longTasks);
    return { profile, longTasks, multiplier, events: traceSelfTimes(trace.traceEvents) };
  } finally {
    await page.close();
  }
}

const ms = (n) => `${Math.round(n).toLocaleString('en-IN')} ms`.padStart(10);

/** Prints one page's figures from its runs. */
function report(runs, resolve) {
  const n = runs.length;
  const tasks = runs.flatMap((r) => r.longTasks);
  const blocking = tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0);
  console.log(
    `    CPU slowdown ${runs.map((r) => r.multiplier).join(', ')} · long tasks ${(tasks.length / n).toFixed(1)} a run, ` +
      `${Math.round(tasks.reduce((a, b) => a + b, 0) / n)} ms in all, blocking ${Math.round(blocking / n)} ms ` +
      `(longest ${Math.round(Math.max(0, ...tasks))} ms)`,
  );
  const { modules, functions, totalMs } = attribute(
    runs.map((r) => r.profile),
    resolve,
  );
  const busy = modules.filter(([m]) => m !== '(idle)').reduce((sum, [, t]) => sum + t, 0);
  console.log(
    `    main thread busy ${Math.round(busy / n)} ms of ${Math.round(totalMs / n)} ms profiled, a run`,
  );
  const events = new Map();
  for (const [name, t] of runs.flatMap((r) => r.events)) events.set(name, (events.get(name) ?? 0) + t);
  console.log('    main thread by trace event (self time):');
  for (const [name, t] of [...events].sort((a, b) => b[1] - a[1]).slice(0, TOP))
    console.log(`    ${ms(t / n)}  ${name}`);
  console.log(`    self time by module (mean of ${n} run${n === 1 ? '' : 's'}):`);
  for (const [name, t] of modules.filter(([m]) => m !== '(idle)').slice(0, TOP))
    console.log(`    ${ms(t / n)}  ${name}`);
  console.log('    self time by function:');
  for (const [name, t] of functions.filter(([f]) => f !== '(idle)').slice(0, TOP))
    console.log(`    ${ms(t / n)}  ${name}`);
}

const tmp = mkdtempSync(join(tmpdir(), 'hubshelf-trace-'));
const clientDir = join(tmp, 'client');
let server;
let failed = false;
try {
  console.log('Building the client with source maps…');
  const args = ['vite', 'build', '--logLevel', 'warn', '--outDir', clientDir, '--emptyOutDir', '--sourcemap'];
  if (spawnSync('npx', args, { stdio: 'inherit' }).status !== 0) throw new Error('vite build failed');
  const pages = selectPages(PAGES, process.env.BUDGET_PAGES || 'home');
  server = await startServer(tmp, clientDir);
  const { origin } = server;
  const bookId = pages.some((p) => p.id === 'book') ? await demoBookId(origin) : undefined;
  const cookies = pages.some((p) => p.signedIn) ? await demoSessionCookies(origin) : undefined;
  const resolve = frameResolver(clientDir, origin);
  const browser = await launchBrowser();
  try {
    for (const target of pages) {
      const path = typeof target.path === 'function' ? target.path({ bookId }) : target.path;
      console.log(`\n  ${target.name}  ${path}`);
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        runs.push(
          await profileLoad(browser, {
            origin,
            url: origin + path,
            cookies: target.signedIn ? cookies : undefined,
          }),
        );
      }
      report(runs, resolve);
    }
  } finally {
    await browser.close();
  }
} catch (err) {
  console.error(`\n${err instanceof Error ? err.stack : err}`);
  failed = true;
} finally {
  await server?.stop();
  rmSync(tmp, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
