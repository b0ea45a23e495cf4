// `npm start`: builds the client when dist/ is missing or older than its sources, then runs the server
// (TypeScript through tsx) in production mode on PORT (default 5000), on the embedded database by default.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const built = 'dist/client/index.html';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(p));
    else if (!entry.name.includes('.test.')) newest = Math.max(newest, statSync(p).mtimeMs);
  }
  return newest;
}

const sources = ['src/client', 'src/domain', 'src/contract'].map(newestMtime);
const stale =
  !existsSync(built) || Math.max(...sources, statSync('vite.config.ts').mtimeMs) > statSync(built).mtimeMs;
if (stale) {
  console.log('Building the client (first start or changed sources)…');
  const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
