// `npm run budget`: checks the client budgets of ARCHITECTURE "Budgets" (docs/architecture.md) and exits 1
// when one is missed. Slow (about a minute a page on the shared 2-core machine), so not part of `npm test`.
//
// 1. Initial JavaScript ≤ 150 kB gzip (initial-js.mjs): builds the client into a temp folder and sums the
//    gzip size of the JS index.html loads up front.
// 2. Lighthouse 12, mobile preset (simulated slow 4G) on every page a member lands on (pages.mjs): the
//    welcome slides (first visit), the landing page, /auth and a demo book's public page as a signed-out
//    visitor (returning: hasSeenWelcome set; cold HTTP cache); home, /browse, My Books, Notifications, Chat,
//    Hubs, Profile and Earnings as the demo member asha@hubshelf.local (signed in once through
//    POST /api/auth/login, the session cookie set before each run). Served by the real server (server.mjs)
//    on a free port with a temp DATA_DIR and the demo data.
//    The CPU slowdown is calibrated to the host right before each run (calibrate.mjs): Lighthouse's own
//    benchmarkIndex of this machine (median of 3 samples) through the CPU-throttling calculator of
//    Lighthouse's docs/throttling.md (benchmarkIndex 1,432 → 3.57×), so every run emulates the same
//    mid-tier phone however fast or busy the shared host is at that moment; each page prints the index and
//    the multiplier of each run.
//    Targets (verdict.mjs), over LIGHTHOUSE_RUNS runs a page (default 3): median performance ≥ 95 on the
//    signed-out pages and ≥ 90 on the member pages, accessibility 100 (worst run), median CLS ≤ 0.05.
// Ends with a table: page | perf (runs) | a11y | LCP | TBT | CLS | ✓/✗ (LCP, TBT: medians of the runs).
//
// Options: `--js-only` skips Lighthouse. Environment: BUDGET_PAGES (comma-separated words: a page's id
// selects that page, another word the pages whose name contains it, e.g. `auth` or `browse,chat`; ids in
// pages.mjs), CHROME_PATH (default /usr/bin/chromium), BUDGET_PORT (default: a free port),
// LIGHTHOUSE_RUNS, LIGHTHOUSE_REPORT_DIR (keeps each page's median run there as <id>.html and <id>.json).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkInitialJs } from './initial-js.mjs';
import { RUNS, launchBrowser, measurePage } from './lighthouse.mjs';
import { PAGES, selectPages } from './pages.mjs';
import { demoBookId, demoSessionCookies, startServer } from './server.mjs';
import { summaryTable } from './verdict.mjs';

const tmp = mkdtempSync(join(tmpdir(), 'hubshelf-budget-'));
const clientDir = join(tmp, 'client');
let failures = 0;
let server;

/** Measures the selected pages; returns the summary rows (verdict.mjs `summaryTable`). */
async function checkLighthouse() {
  const pages = selectPages(PAGES, process.env.BUDGET_PAGES);
  server = await startServer(tmp, clientDir);
  const { origin } = server;
  const context = {
    bookId: pages.some((p) => p.id === 'book') ? await demoBookId(origin) : undefined,
  };
  const cookies = pages.some((p) => p.signedIn) ? await demoSessionCookies(origin) : undefined;
  const { default: lighthouse } = await import('lighthouse');
  const browser = await launchBrowser();
  const rows = [];
  try {
    for (const target of pages) {
      const path = typeof target.path === 'function' ? target.path(context) : target.path;
      const page = `${target.name}  ${path}`;
      try {
        const options = {
          origin,
          url: origin + path,
          target,
          cookies: target.signedIn ? cookies : undefined,
        };
        rows.push({ page, result: await measurePage(lighthouse, browser, options) });
      } catch (err) {
        // one page that cannot be measured must not hide the others
        console.error(`    ✗ ${err instanceof Error ? err.message : err}`);
        rows.push({ page, error: err instanceof Error ? err.message : String(err) });
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

try {
  if (!checkInitialJs(clientDir)) failures++;
  if (!process.argv.includes('--js-only')) {
    const rows = await checkLighthouse();
    failures += rows.filter((r) => !r.result?.ok).length;
    console.log(`\nLighthouse (mobile, medians of ${RUNS} run${RUNS === 1 ? '' : 's'}):\n`);
    for (const line of summaryTable(rows)) console.log(`  ${line}`);
  }
} catch (err) {
  console.error(`\n${err instanceof Error ? err.message : err}`);
  failures++;
} finally {
  await server?.stop();
  rmSync(tmp, { recursive: true, force: true });
}
console.log(failures ? `\nBudget missed (${failures}).` : '\nAll budgets met.');
process.exit(failures ? 1 : 0);
