// `npm test`: typecheck, lint, unit + client tests, API tests on PGlite, again on PostgreSQL when
// TEST_DATABASE_URL is set, then the end-to-end suite in Chromium (ARCHITECTURE §5).
//
// Stops at the first stage that fails and always ends with one true closing line,
// "N passed, N failed, N skipped", summing every stage that ran (docs/decisions/0008-…): test counts come
// from each runner's JSON report; a stage that fails without a failed test to show for it (typecheck,
// lint, a test file that cannot load, a runner that crashes) counts as one failed check, so a red run
// never reads "0 failed". The exit code is non-zero whenever anything failed.
//
// `node scripts/test.mjs --stages unit,api-pglite` runs only the named stages (ids below); `.ci/run` uses
// it for the fresh-clone check. Not part of `npm test`: `npm run budget` (scripts/budget/main.mjs: initial
// JavaScript size and Lighthouse scores), which is slow, and `npm run bench`.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = 'test-results/summary';
const e2eReport = `test-results/e2e-report${process.env.E2E_PORT ? `-${process.env.E2E_PORT}` : ''}.json`;
const totals = { passed: 0, failed: 0, skipped: 0 };
/** One line per stage that ran, printed above the closing line. */
const ledger = [];

/**
 * Runs a command; resolves `{ ok, code }` (`ok` is false for a non-zero exit, a signal or a spawn error).
 * Its output is inherited, or with `quiet` kept and printed in one piece when it ends (a stage running beside
 * another, so their lines do not interleave).
 */
function spawnStage(cmd, args, env = {}, { quiet = false } = {}) {
  return new Promise((done) => {
    const child = spawn(cmd, args, {
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    const kept = [];
    if (quiet)
      for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => kept.push(chunk));
    child.on('error', (error) => console.error(`\n${cmd} could not run: ${error.message}`));
    child.on('close', (status) => {
      if (kept.length > 0) process.stdout.write(Buffer.concat(kept));
      done({ ok: status === 0, code: status ?? 1 });
    });
  });
}

/** Reads a JSON report; undefined when the runner crashed before writing it. */
function readReport(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Vitest's JSON report → counts; a file that failed with no failed test (import error) is one failure. */
function vitestCounts(json) {
  const brokenFiles = (json.testResults ?? []).filter(
    (file) =>
      file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
  ).length;
  return {
    passed: json.numPassedTests,
    failed: json.numFailedTests + brokenFiles,
    skipped: json.numPendingTests + json.numTodoTests,
  };
}

/** Playwright's JSON report → counts (a flaky test passed on retry; errors outside tests fail). */
function playwrightCounts(json) {
  return {
    passed: json.stats.expected + (json.stats.flaky ?? 0),
    failed: json.stats.unexpected + (json.errors?.length ?? 0),
    skipped: json.stats.skipped,
  };
}

/** A check with no test count (typecheck, lint): one failed check when it fails, nothing when it passes. */
const check = (cmd, args) => async (options) => ({
  ...(await spawnStage(cmd, args, {}, options)),
  counts: undefined,
});

/** A Vitest run of some projects, counted from its JSON report. */
const vitest = (projects, reportName, env) => async (options) => {
  const file = `${results}/${reportName}.json`;
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
  const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${file}`];
  const run = await spawnStage('npx', [...args, ...reporters], env, options);
  const json = readReport(file);
  return { ...run, counts: json && vitestCounts(json) };
};

/** The Playwright suite through scripts/e2e.mjs (which skips, exit 0, without a browser). */
const endToEnd = async (options) => {
  rmSync(e2eReport, { force: true });
  const run = await spawnStage('node', ['scripts/e2e.mjs'], {}, options);
  const json = readReport(e2eReport);
  return { ...run, counts: json && playwrightCounts(json) };
};

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * TEST_REDIS_URL with Redis database `n` (ioredis reads it from the path): the two API stages run side by
 * side on one Redis server (docs/decisions/0066-api-stages-side-by-side.md), each in its own database, so
 * their rate-limit counters never meet. Nothing when TEST_REDIS_URL is not set.
 */
function redisDatabase(n) {
  if (!process.env.TEST_REDIS_URL) return {};
  const url = new URL(process.env.TEST_REDIS_URL);
  url.pathname = `/${n}`;
  return { TEST_REDIS_URL: url.toString() };
}

/**
 * The stages in order. `skip` says why a stage does not run here. A new stage goes in this list:
 * `check(cmd, args)` for a pass/fail command, `vitest([...projects], 'report-name')` for a Vitest project,
 * or a function of its own taking `{ quiet }` and resolving `{ ok, code, counts?: { passed, failed, skipped } }`.
 * Neighbouring stages with the same `together` run side by side (docs/decisions/0062-client-tests-share-a-worker.md):
 * typecheck and lint each keep one core of two busy for only part of their run; the search relevance check
 * and the API tests on PGlite and on PostgreSQL, which wait on their databases and servers for much of theirs
 * (docs/decisions/0066-api-stages-side-by-side.md).
 */
const STAGES = [
  {
    id: 'typecheck',
    title: 'typecheck',
    together: 'checks',
    run: check('npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']),
  },
  { id: 'lint', title: 'lint and formatting', together: 'checks', run: check('npm', ['run', '-s', 'lint']) },
  { id: 'unit', title: 'unit and client tests', run: vitest(['unit', 'client', 'client-isolated'], 'unit') },
  // Search relevance over the demo catalogue (bench/relevance.ts; ADR 0011): fails below its targets.
  {
    id: 'relevance',
    title: 'search relevance',
    together: 'api',
    run: check('npm', ['run', '-s', 'test:relevance']),
  },
  {
    id: 'api-pglite',
    title: 'API tests on PGlite',
    together: 'api',
    run: vitest(['api'], 'api-pglite', { HUBSHELF_TEST_DB: 'pglite', ...redisDatabase(1) }),
  },
  {
    id: 'api-postgres',
    title: 'API tests on PostgreSQL',
    together: 'api',
    skip: onPostgres ? undefined : 'TEST_DATABASE_URL is not set',
    run: vitest(['api'], 'api-postgres', { HUBSHELF_TEST_DB: 'postgres', ...redisDatabase(2) }),
  },
  { id: 'e2e', title: 'end-to-end tests', run: endToEnd },
];

/** `--stages a,b` (or `--stages=a,b`): the stage ids to run; all when absent. */
function chosenStages(argv) {
  const i = argv.findIndex((a) => a === '--stages' || a.startsWith('--stages='));
  if (i < 0) return STAGES;
  const list = (argv[i].includes('=') ? argv[i].split('=')[1] : (argv[i + 1] ?? '')).split(',');
  const unknown = list.filter((id) => !STAGES.some((s) => s.id === id));
  if (unknown.length > 0 || list.length === 0) {
    console.error(`Unknown stage ${unknown.join(', ')}; stages: ${STAGES.map((s) => s.id).join(', ')}`);
    process.exit(2);
  }
  return STAGES.filter((s) => list.includes(s.id));
}

/** Prints each stage's line and the closing line, then exits (non-zero when anything failed). */
function finish() {
  console.log('\n--- summary');
  for (const line of ledger) console.log(line);
  console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(totals.failed > 0 ? 1 : 0);
}

rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
/** The chosen stages as batches: neighbours with the same `together` form one batch, the rest one each. */
function batches(stages) {
  const list = [];
  for (const stage of stages) {
    const last = list.at(-1);
    if (stage.together && last?.[0].together === stage.together) last.push(stage);
    else list.push([stage]);
  }
  return list;
}

/** Runs one stage (the first of a batch prints as it goes, the others when they end) and counts it. */
async function runStage(stage, quiet) {
  const started = Date.now();
  const { ok, code, counts } = await stage.run({ quiet });
  const seconds = Math.round((Date.now() - started) / 1000);
  const c = counts ?? { passed: 0, failed: 0, skipped: 0 };
  // A red stage with no failed test to show for it is one failed check (type errors, lint, a crash).
  if (!ok && c.failed === 0) c.failed = 1;
  totals.passed += c.passed;
  totals.failed += c.failed;
  totals.skipped += c.skipped;
  const detail = counts
    ? `${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`
    : ok
      ? 'ok'
      : '1 failed check';
  ledger.push(`- ${stage.title}: ${detail}${ok ? '' : ` (exit ${code})`} in ${seconds} s`);
  if (!ok) console.error(`\n✗ ${stage.title} failed`);
  return ok;
}

rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
for (const batch of batches(chosenStages(process.argv.slice(2)))) {
  const running = batch.filter((stage) => {
    if (!stage.skip) return true;
    console.log(`\n(${stage.title} skipped: ${stage.skip})`);
    ledger.push(`- ${stage.title}: not run (${stage.skip})`);
    return false;
  });
  if (running.length === 0) continue;
  console.log(`\n=== ${running.map((stage) => stage.title).join(' and, beside it, ')}`);
  const oks = await Promise.all(running.map((stage, i) => runStage(stage, i > 0)));
  if (oks.includes(false)) finish();
}
finish();
