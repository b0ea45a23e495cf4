// `npm run test:e2e`: builds the client and runs the Playwright suite in the system Chromium (CHROMIUM_PATH,
// else Debian's chromium-headless-shell, else chromium: e2e/support/chromium.mjs). Without a browser it says
// so and skips, unless E2E_REQUIRED=1.
//
// The whole suite runs as E2E_WORKERS (default 2) Playwright shards side by side, each with its own server,
// demo data, mail folder and fake AI provider on ports of its own (E2E_PORT + 1, + 2, …; the base E2E_PORT,
// default 5100, names the merged report), so a file that changes a platform setting cannot disturb a file
// in another shard (docs/decisions/0059-end-to-end-shards.md). The shards' JSON reports are summed into
// test-results/e2e-report[-E2E_PORT].json, which scripts/test.mjs reads. With test files or options given
// (`node scripts/e2e.mjs e2e/hindi.spec.ts -g pseudo`), or E2E_WORKERS=1, one Playwright run on E2E_PORT.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CHROMIUM_CANDIDATES, systemChromium } from '../e2e/support/chromium.mjs';

const chromium = systemChromium();
if (!chromium) {
  const looked = process.env.CHROMIUM_PATH ?? CHROMIUM_CANDIDATES.join(' or ');
  const why = `no Chromium at ${looked} (install it with "apt-get install -y chromium-headless-shell" or set CHROMIUM_PATH)`;
  if (process.env.E2E_REQUIRED === '1') {
    console.error(`End-to-end tests required but cannot run: ${why}`);
    process.exit(1);
  }
  console.log(`End-to-end tests skipped: ${why}.`);
  process.exit(0);
}
// With E2E_PORT set (suites side by side), build into a folder of that port's own.
const port = process.env.E2E_PORT;
const basePort = Number(port ?? 5100);
const clientDir = port ? resolve('.tmp', `client-${port}`) : resolve('dist/client');
// VITE_PSEUDO_LOCALE: `?lng=en-XA` works in this build, so e2e/hindi.spec.ts can lay out the pseudo-locale.
const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', clientDir], {
  stdio: 'inherit',
  env: { ...process.env, VITE_PSEUDO_LOCALE: 'true' },
});
if (build.status !== 0) process.exit(build.status ?? 1);

const args = process.argv.slice(2);
const env = { ...process.env, CHROMIUM_PATH: chromium, CLIENT_DIR: clientDir };
const shards = args.length > 0 ? 1 : Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
if (shards === 1) {
  const r = spawnSync('npx', ['playwright', 'test', ...args], { stdio: 'inherit', env });
  process.exit(r.status ?? 1);
}

/** One shard as a child process; its output lines prefixed with `[n]`. Resolves to its exit code. */
function runShard(index) {
  const child = spawn('npx', ['playwright', 'test', `--shard=${index + 1}/${shards}`], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...env, E2E_PORT: String(basePort + 1 + index) },
  });
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop();
      for (const line of lines)
        (stream === child.stdout ? process.stdout : process.stderr).write(`[${index + 1}] ${line}\n`);
    });
  }
  return new Promise((done) => child.on('close', (code) => done(code ?? 1)));
}

const reportOf = (p) => `test-results/e2e-report-${p}.json`;
const codes = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i)));
const merged = {
  stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0, duration: 0 },
  errors: [],
  suites: [],
};
for (let i = 0; i < shards; i++) {
  const file = reportOf(basePort + 1 + i);
  if (!existsSync(file)) {
    merged.errors.push({ message: `shard ${i + 1} wrote no report (exit ${codes[i]})` });
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  for (const key of ['expected', 'unexpected', 'flaky', 'skipped'])
    merged.stats[key] += report.stats[key] ?? 0;
  merged.stats.duration = Math.max(merged.stats.duration, report.stats.duration ?? 0);
  merged.errors.push(...(report.errors ?? []));
  merged.suites.push(...(report.suites ?? []));
}
writeFileSync(port ? reportOf(port) : 'test-results/e2e-report.json', JSON.stringify(merged));
const { expected, unexpected, flaky, skipped } = merged.stats;
console.log(
  `\nEnd-to-end, ${shards} shards: ${expected} passed, ${unexpected} failed, ${flaky} flaky, ${skipped} skipped`,
);
process.exit(codes.every((c) => c === 0) && merged.errors.length === 0 ? 0 : 1);
