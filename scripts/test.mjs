// `npm test`: typecheck, lint, unit + client tests, API tests on PGlite, again on PostgreSQL when
// TEST_DATABASE_URL is set, then the end-to-end suite in Chromium (ARCHITECTURE §5).
// Ends with a plain summary line "N passed, N failed".
// Not part of it: `npm run budget` (scripts/budget.mjs: initial JavaScript size and Lighthouse scores),
// which is slow (a production build and several Lighthouse runs), and `npm run bench`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = 'test-results/summary';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
let passed = 0;
let failed = 0;
let skipped = 0;

function run(title, cmd, args, env = {}) {
  console.log(`\n=== ${title}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) {
    console.error(`\n✗ ${title} failed`);
    printSummary();
    process.exit(r.status ?? 1);
  }
}

function vitest(title, projects, file, env) {
  const args = [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${results}/${file}.json`,
  ];
  try {
    run(title, 'npx', args, env);
  } finally {
    try {
      const json = JSON.parse(readFileSync(`${results}/${file}.json`, 'utf8'));
      passed += json.numPassedTests;
      failed += json.numFailedTests;
      skipped += json.numPendingTests + json.numTodoTests;
    } catch {
      /* the run failed before writing its report */
    }
  }
}

function printSummary() {
  console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
}

run('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
run('lint and formatting', 'npm', ['run', '-s', 'lint']);
vitest('unit and client tests', ['unit', 'client'], 'unit');
vitest('API tests on PGlite', ['api'], 'api-pglite', { HUBSHELF_TEST_DB: 'pglite' });
run('search relevance suite', 'npm', ['run', '-s', 'test:relevance']);
if (process.env.TEST_DATABASE_URL) {
  vitest('API tests on PostgreSQL', ['api'], 'api-postgres', { HUBSHELF_TEST_DB: 'postgres' });
} else {
  console.log('\n(API tests on PostgreSQL skipped: TEST_DATABASE_URL is not set)');
}
run('end-to-end tests', 'node', ['scripts/e2e.mjs']);
try {
  const e2e = JSON.parse(readFileSync('test-results/e2e-report.json', 'utf8'));
  passed += e2e.stats.expected;
  failed += e2e.stats.unexpected;
  skipped += e2e.stats.skipped;
} catch {
  /* end-to-end tests were skipped */
}
printSummary();
process.exit(failed > 0 ? 1 : 0);
