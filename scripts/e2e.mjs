// `npm run test:e2e`: builds the client and runs the Playwright suite in the system Chromium
// (/usr/bin/chromium or CHROMIUM_PATH). Without a browser it says so and skips, unless E2E_REQUIRED=1.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const why = `no Chromium at ${chromium} (install it with "apt-get install -y chromium" or set CHROMIUM_PATH)`;
  if (process.env.E2E_REQUIRED === '1') {
    console.error(`End-to-end tests required but cannot run: ${why}`);
    process.exit(1);
  }
  console.log(`End-to-end tests skipped: ${why}.`);
  process.exit(0);
}
// With E2E_PORT set (suites side by side), build into a folder of that port's own.
const port = process.env.E2E_PORT;
const clientDir = port ? resolve('.tmp', `client-${port}`) : resolve('dist/client');
// VITE_PSEUDO_LOCALE: `?lng=en-XA` works in this build, so e2e/hindi.spec.ts can lay out the pseudo-locale.
const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', clientDir], {
  stdio: 'inherit',
  env: { ...process.env, VITE_PSEUDO_LOCALE: 'true' },
});
if (build.status !== 0) process.exit(build.status ?? 1);
const r = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium, CLIENT_DIR: clientDir },
});
process.exit(r.status ?? 1);
