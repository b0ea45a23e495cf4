/**
 * Lighthouse 12 (mobile preset: simulated slow 4G, and a CPU slowdown calibrated to this host) through a
 * puppeteer-core page: the host's benchmark, one page's runs, and what each run is judged on.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { cpuSlowdownFor } from './calibrate.mjs';
import { TARGETS, judgePage, median } from './verdict.mjs';

const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
/** Lighthouse runs per page (LIGHTHOUSE_RUNS, default 3). */
export const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
/** Benchmark samples per calibration; their median counts (one sample takes about a second). */
const BENCHMARK_SAMPLES = 3;

/** Launches headless Chromium (CHROME_PATH) with the puppeteer-core Lighthouse itself depends on. */
export async function launchBrowser() {
  if (!existsSync(CHROME_PATH)) throw new Error(`no Chromium at ${CHROME_PATH} (set CHROME_PATH)`);
  const fromLighthouse = createRequire(import.meta.resolve('lighthouse'));
  const puppeteer = (await import(fromLighthouse.resolve('puppeteer-core'))).default;
  // headless: true is Chrome's new headless mode (--headless=new).
  return puppeteer.launch({
    executablePath: CHROME_PATH,
    headless: true,
    args: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
}

/**
 * Lighthouse's own CPU benchmark (`computeBenchmarkIndex`, the figure a report shows as
 * `lhr.environment.benchmarkIndex`) run BENCHMARK_SAMPLES times in `page`, unthrottled: the median index
 * (rounded) and the CPU slowdown it calls for (calibrate.mjs `cpuSlowdownFor`).
 */
export async function calibrate(page) {
  const samples = [];
  for (let i = 0; i < BENCHMARK_SAMPLES; i++) {
    samples.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
  }
  const benchmarkIndex = Math.round(median(samples));
  return { benchmarkIndex, ...cpuSlowdownFor(benchmarkIndex) };
}

/**
 * One Lighthouse run of `url` in a fresh tab: the CPU slowdown calibrated to the host right before it, no
 * storage, cold HTTP cache, then the returning visitor's flag and the session `cookies` when given.
 * Returns Lighthouse's `{ lhr, report }` and the calibration `cpu`; throws on a Lighthouse runtime error
 * (the error's `runtime` is true: a failed recording, such as NO_NAVSTART, that Lighthouse asks to rerun).
 */
async function lighthouseRun(lighthouse, browser, { origin, url, seenWelcome, cookies }) {
  const page = await browser.newPage();
  try {
    const cdp = await page.createCDPSession();
    await page.goto(`${origin}/healthz`);
    const cpu = await calibrate(page);
    const { multiplier } = cpu;
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    if (seenWelcome) await page.evaluate(() => window.localStorage.setItem('hasSeenWelcome', 'true'));
    for (const cookie of cookies ?? []) await page.setCookie({ ...cookie, url: origin });
    await cdp.send('Network.clearBrowserCache');
    const flags = {
      logLevel: 'error',
      output: 'html',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: true,
      // merged into the mobile preset's throttling (simulated slow 4G)
      throttling: { cpuSlowdownMultiplier: multiplier },
    };
    const result = await lighthouse(url, flags, undefined, page);
    if (result.lhr.runtimeError) {
      throw Object.assign(new Error(`Lighthouse: ${result.lhr.runtimeError.message}`), { runtime: true });
    }
    const applied = result.lhr.configSettings.throttling.cpuSlowdownMultiplier;
    if (applied !== multiplier) throw new Error(`Lighthouse used CPU slowdown ${applied}, not ${multiplier}`);
    return { ...result, cpu };
  } finally {
    await page.close();
  }
}

const score = (category) => Math.round((category?.score ?? 0) * 100);

/** What a run is judged on (verdict.mjs `Run`): scores 0–100, LCP and TBT in ms, CLS. */
const runFigures = (lhr) => ({
  performance: score(lhr.categories.performance),
  accessibility: score(lhr.categories.accessibility),
  lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
  tbtMs: lhr.audits['total-blocking-time'].numericValue,
  cls: lhr.audits['cumulative-layout-shift'].numericValue,
});

/** Prints each failed accessibility audit with the elements it names. */
function printAccessibilityFailures(lhr) {
  for (const ref of lhr.categories.accessibility.auditRefs) {
    const audit = lhr.audits[ref.id];
    if (ref.weight === 0 || audit.score === null || audit.score === 1) continue;
    console.log(`      ✗ ${audit.id}: ${audit.title}`);
    for (const item of audit.details?.items ?? []) {
      const explanation = item.node?.explanation?.split('\n').join(' ') ?? '';
      console.log(`          ${item.node?.selector ?? ''} ${explanation}`);
    }
  }
}

/** Keeps `report` (HTML) and `lhr` (JSON) in LIGHTHOUSE_REPORT_DIR under the page's id. */
function keepReport(id, { report, lhr }) {
  mkdirSync(REPORT_DIR, { recursive: true });
  writeFileSync(join(REPORT_DIR, `${id}.html`), report);
  writeFileSync(join(REPORT_DIR, `${id}.json`), JSON.stringify(lhr));
}

/**
 * Runs `target` (pages.mjs) RUNS times at `url` (a run Lighthouse could not record is run once more),
 * each with its own CPU calibration; prints each run's
 * benchmarkIndex and multiplier, the judged figures and any accessibility failures; returns `judgePage`'s
 * result.
 */
export async function measurePage(lighthouse, browser, { origin, url, target, cookies }) {
  console.log(`\n  ${target.name}  ${url.slice(origin.length)}`);
  const options = { origin, url, seenWelcome: target.seenWelcome, cookies };
  const results = [];
  for (let run = 0; run < RUNS; run++) {
    try {
      results.push(await lighthouseRun(lighthouse, browser, options));
    } catch (err) {
      if (!err.runtime) throw err;
      // Lighthouse could not record this run ("Please run Lighthouse again"): once more, then it counts
      console.log(`    run ${run + 1}: ${err.message}; running it again`);
      results.push(await lighthouseRun(lighthouse, browser, options));
    }
  }
  const cpus = results.map((r) => r.cpu);
  console.log(
    `    CPU: benchmarkIndex ${cpus.map((c) => c.benchmarkIndex).join(', ')} → ` +
      `cpuSlowdownMultiplier ${cpus.map((c) => c.multiplier).join(', ')}` +
      (cpus.some((c) => c.tooSlow) ? ' (host slower than the emulated phone: scores are pessimistic)' : ''),
  );
  const runs = results.map((r) => runFigures(r.lhr));
  const result = judgePage(runs, target.min);
  console.log(
    `    performance ${result.performance} (runs ${result.runs.join(', ')}; ≥ ${target.min}) · ` +
      `accessibility ${result.accessibility} · LCP ${Math.round(result.lcpMs)} ms · ` +
      `TBT ${Math.round(result.tbtMs)} ms · CLS ${result.cls.toFixed(3)} ${result.ok ? '✓' : '✗'}`,
  );
  const worstA11y = results.find((r) => runFigures(r.lhr).accessibility === result.accessibility);
  if (result.accessibility < TARGETS.accessibility) printAccessibilityFailures(worstA11y.lhr);
  if (REPORT_DIR) {
    // the run closest to the median performance score
    const closest = (r) => Math.abs(runFigures(r.lhr).performance - result.performance);
    keepReport(target.id, [...results].sort((a, b) => closest(a) - closest(b))[0]);
  }
  return result;
}
