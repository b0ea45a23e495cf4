// `npm run budget`: checks the client budgets of ARCHITECTURE §6 and exits non-zero when one is missed.
//
// 1. Initial JavaScript ≤ 150 kB gzip (1 kB = 1000 bytes): builds the client into a temp folder and sums the
//    gzip size of every JS file index.html loads or modulepreloads, plus every chunk those import statically
//    (from Vite's manifest, so turning modulepreload off cannot hide a file).
// 2. Lighthouse 12, mobile preset (simulated slow 4G, 4× CPU slowdown): accessibility = 100 and
//    performance ≥ 95 on the pages a visitor meets first, ≥ 90 on /browse signed in, served by the real
//    server (as in e2e/support/server.mjs) on a free port with a temp DATA_DIR and the demo data: the
//    welcome slides (first visit), the landing page and /auth (returning visitor: hasSeenWelcome set,
//    cold HTTP cache), and /browse as the demo member asha@hubshelf.local (the session is created through
//    POST /api/auth/login and its cookie set in the browser before each run). Each page runs
//    LIGHTHOUSE_RUNS times (default 3); the median performance score counts, as Lighthouse advises.
//
// Options: `--js-only` skips Lighthouse. Environment: BUDGET_PAGES (only the pages whose name contains one
// of these comma-separated words, e.g. `browse`), CHROME_PATH (default /usr/bin/chromium),
// BUDGET_PORT (default: a free port), LIGHTHOUSE_RUNS, LIGHTHOUSE_REPORT_DIR (keeps each page's median
// run there, HTML and JSON). Slow (a few minutes), so not part of `npm test`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const JS_LIMIT_KB = 150;
const MIN_PERFORMANCE = 95;
/** /browse signed in (ADR 0018): a grid of cards fetched after the session check. */
const MIN_PERFORMANCE_BROWSE = 90;
const DEMO_MEMBER = { email: 'asha@hubshelf.local', password: 'hubshelf123' };
const MIN_ACCESSIBILITY = 100;
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;

/**
 * The pages measured; `seenWelcome` stores hasSeenWelcome=true first (src/client/features/landing/lib),
 * `signedIn` signs the demo member in first.
 */
const PAGES = [
  { name: 'Welcome slides (first visit)', path: '/', seenWelcome: false, min: MIN_PERFORMANCE },
  { name: 'Landing page', path: '/', seenWelcome: true, min: MIN_PERFORMANCE },
  { name: 'Sign in (/auth)', path: '/auth', seenWelcome: true, min: MIN_PERFORMANCE },
  {
    name: 'Browse (signed in)',
    path: '/browse',
    seenWelcome: true,
    signedIn: true,
    min: MIN_PERFORMANCE_BROWSE,
  },
];

const kb = (bytes) => (bytes / 1000).toFixed(1);
const tmp = mkdtempSync(join(tmpdir(), 'hubshelf-budget-'));
const clientDir = join(tmp, 'client');
let server;
let failures = 0;

/** Files (relative to the client folder) of the JS index.html loads up front: scripts, modulepreloads, static imports. */
function initialScripts() {
  const html = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const files = new Set();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isScript = tag.startsWith('<script') && /\btype="module"/.test(tag);
    const isPreload = tag.startsWith('<link') && /\brel="modulepreload"/.test(tag);
    const url = /\b(?:src|href)="\/?([^"]+\.js)"/.exec(tag)?.[1];
    if ((isScript || isPreload) && url) files.add(url);
  }
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8'));
  const visited = new Set();
  const visit = (key) => {
    if (visited.has(key) || !manifest[key]) return;
    visited.add(key);
    files.add(manifest[key].file);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return [...files].filter((f) => f.endsWith('.js')).sort();
}

function checkInitialJs() {
  console.log('Building the client…');
  const args = ['vite', 'build', '--logLevel', 'warn', '--outDir', clientDir, '--emptyOutDir', '--manifest'];
  const build = spawnSync('npx', args, { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('vite build failed');
  let total = 0;
  console.log('\nInitial JavaScript (gzip):');
  for (const file of initialScripts()) {
    const size = gzipSync(readFileSync(join(clientDir, file))).length;
    total += size;
    console.log(`  ${kb(size).padStart(7)} kB  ${file}`);
  }
  const ok = total <= JS_LIMIT_KB * 1000;
  if (!ok) failures++;
  console.log(`  ${kb(total).padStart(7)} kB  total, limit ${JS_LIMIT_KB} kB ${ok ? '✓' : '✗ over budget'}`);
}

/** A port nobody listens on now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the real server (like e2e/support/server.mjs) on `port` and waits for /healthz. */
async function startServer(port) {
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: join(tmp, 'data'),
      CLIENT_DIR: clientDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
  });
  const exited = new Promise((_, reject) =>
    server.once('exit', (code) => reject(new Error(`server exited (${code})`))),
  );
  const deadline = Date.now() + 120_000;
  const up = (async () => {
    while (Date.now() < deadline) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 300));
    }
    throw new Error('server did not answer /healthz within 120 s');
  })();
  await Promise.race([up, exited]);
}

const score = (category) => Math.round((category?.score ?? 0) * 100);
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

/** Prints each failed accessibility audit with the elements it names. */
function printAccessibilityFailures(lhr) {
  for (const ref of lhr.categories.accessibility.auditRefs) {
    const audit = lhr.audits[ref.id];
    if (ref.weight === 0 || audit.score === null || audit.score === 1) continue;
    console.log(`      ✗ ${audit.id}: ${audit.title}`);
    for (const item of audit.details?.items ?? []) {
      console.log(
        `          ${item.node?.selector ?? ''} ${item.node?.explanation?.split('\n').join(' ') ?? ''}`,
      );
    }
  }
}

/** Signs the demo member in through the API; returns its cookies (`name=value; Path=/…`) as `{ name, value }`. */
async function demoSessionCookies(origin) {
  const res = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO_MEMBER),
  });
  if (!res.ok) throw new Error(`demo sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((line) => /^\s*([^=]+)=([^;]*)/.exec(line).slice(1, 3))
    .map(([name, value]) => ({ name, value }));
}

/**
 * One Lighthouse run of `target` in a fresh tab: no storage, cold HTTP cache, then the returning visitor's
 * flag and, for a signed-in page, a new session cookie of the demo member.
 */
async function lighthouseRun(lighthouse, browser, origin, target) {
  const page = await browser.newPage();
  try {
    const cdp = await page.createCDPSession();
    await page.goto(`${origin}/healthz`);
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    if (target.seenWelcome) await page.evaluate(() => window.localStorage.setItem('hasSeenWelcome', 'true'));
    if (target.signedIn) {
      for (const cookie of await demoSessionCookies(origin)) await page.setCookie({ ...cookie, url: origin });
    }
    await cdp.send('Network.clearBrowserCache');
    const flags = {
      logLevel: 'error',
      output: 'html',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: true,
    };
    const result = await lighthouse(origin + target.path, flags, undefined, page);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
    return result;
  } finally {
    await page.close();
  }
}

/**
 * Runs `target` RUNS times and prints the median run's performance and metrics and the worst run's
 * accessibility; counts a failure below the limits.
 */
async function checkPage(lighthouse, browser, origin, target) {
  const results = [];
  for (let run = 0; run < RUNS; run++) results.push(await lighthouseRun(lighthouse, browser, origin, target));
  const runs = results.map((r) => score(r.lhr.categories.performance));
  const { lhr, report } = [...results].sort(
    (a, b) => score(a.lhr.categories.performance) - score(b.lhr.categories.performance),
  )[Math.floor(results.length / 2)];
  const performance = score(lhr.categories.performance);
  // Accessibility does not depend on timing: the worst run counts, and its failures are listed.
  const worst = [...results].sort(
    (a, b) => score(a.lhr.categories.accessibility) - score(b.lhr.categories.accessibility),
  )[0].lhr;
  const accessibility = score(worst.categories.accessibility);
  if (performance < target.min || accessibility < MIN_ACCESSIBILITY) failures++;
  console.log(`\n  ${target.name}  ${target.path}`);
  console.log(
    `    performance   ${performance} (runs: ${runs.join(', ')}; limit ≥ ${target.min}) ${performance >= target.min ? '✓' : '✗'}`,
  );
  console.log(
    `    accessibility ${accessibility} (limit ${MIN_ACCESSIBILITY}) ${accessibility >= MIN_ACCESSIBILITY ? '✓' : '✗'}`,
  );
  console.log(
    `    ${METRICS.map((id) => `${lhr.audits[id].title}: ${lhr.audits[id].displayValue}`).join(' · ')}`,
  );
  // Lighthouse's CPU benchmark of this machine during the run: a busy machine inflates Total Blocking Time.
  console.log(
    `    CPU benchmark index ${Math.round(lhr.environment.benchmarkIndex)}${lhr.environment.benchmarkIndex < 1000 ? ' (busy machine: scores are pessimistic)' : ''}`,
  );
  if (accessibility < MIN_ACCESSIBILITY) printAccessibilityFailures(worst);
  if (REPORT_DIR) {
    mkdirSync(REPORT_DIR, { recursive: true });
    const file = join(
      REPORT_DIR,
      `${target.name
        .replace(/[^a-z]+/gi, '-')
        .replace(/^-|-$/g, '')
        .toLowerCase()}`,
    );
    writeFileSync(`${file}.html`, report);
    writeFileSync(`${file}.json`, JSON.stringify(lhr));
  }
}

async function checkLighthouse() {
  if (!existsSync(CHROME_PATH)) throw new Error(`no Chromium at ${CHROME_PATH} (set CHROME_PATH)`);
  const port = Number(process.env.BUDGET_PORT) || (await freePort());
  console.log(`\nStarting the server on port ${port}…`);
  await startServer(port);
  const { default: lighthouse } = await import('lighthouse');
  // The puppeteer-core that Lighthouse itself depends on (Lighthouse drives a puppeteer page).
  const fromLighthouse = createRequire(import.meta.resolve('lighthouse'));
  const puppeteer = (await import(fromLighthouse.resolve('puppeteer-core'))).default;
  // headless: true is Chrome's new headless mode (--headless=new).
  const browser = await puppeteer.launch({
    executablePath: CHROME_PATH,
    headless: true,
    args: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const only = (process.env.BUDGET_PAGES ?? '').toLowerCase().split(',').filter(Boolean);
    const pages = PAGES.filter((p) => !only.length || only.some((w) => p.name.toLowerCase().includes(w)));
    for (const target of pages) await checkPage(lighthouse, browser, `http://127.0.0.1:${port}`, target);
  } finally {
    await browser.close();
  }
}

async function stopServer() {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

try {
  checkInitialJs();
  if (!process.argv.includes('--js-only')) await checkLighthouse();
} catch (err) {
  console.error(`\n${err instanceof Error ? err.message : err}`);
  failures++;
} finally {
  await stopServer();
  rmSync(tmp, { recursive: true, force: true });
}
console.log(failures ? `\nBudget missed (${failures}).` : '\nAll budgets met.');
process.exit(failures ? 1 : 0);
