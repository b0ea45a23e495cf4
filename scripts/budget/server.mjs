/**
 * The real server for `npm run budget` (as in e2e/support/server.mjs): production mode on a free port,
 * a temp DATA_DIR seeded with the demo data, the client built by initial-js.mjs; and the demo data the
 * pages need (the demo member's session, a demo book's id).
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** The demo member the signed-in pages use (src/server/seed/users.ts; DEMO_PASSWORD in factories.ts). */
const DEMO_MEMBER = { email: 'asha@hubshelf.local', password: 'hubshelf123' };
/**
 * The book of the public book page: the first demo book (src/server/seed/books-data.ts), so id 1 on the
 * fresh database; checked by title, as the ids are the database's.
 */
const DEMO_BOOK = { id: 1, title: 'Foundation' };

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

/**
 * Starts the server on BUDGET_PORT or a free port with its data in `tmp`/data and the built client in
 * `clientDir`; resolves once /healthz answers (within 120 s) to `{ origin, stop }`, `stop()` resolving when
 * the process has exited. Rejects when the server exits or does not answer in time.
 */
export async function startServer(tmp, clientDir) {
  const port = Number(process.env.BUDGET_PORT) || (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  console.log(`\nStarting the server on port ${port}…`);
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATA_DIR: join(tmp, 'data'),
      CLIENT_DIR: clientDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
  });
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  };
  const exited = new Promise((_, reject) =>
    server.once('exit', (code) => reject(new Error(`server exited (${code})`))),
  );
  const deadline = Date.now() + 120_000;
  const up = (async () => {
    while (Date.now() < deadline) {
      try {
        if ((await fetch(`${origin}/healthz`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 300));
    }
    throw new Error('server did not answer /healthz within 120 s');
  })();
  try {
    await Promise.race([up, exited]);
  } catch (err) {
    await stop();
    throw err;
  }
  return { origin, stop };
}

/** Signs the demo member in through POST /api/auth/login; returns its session cookies as `{ name, value }`. */
export async function demoSessionCookies(origin) {
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

/** The id of the demo book whose public page is measured, checked through GET /api/books/{id} signed out. */
export async function demoBookId(origin) {
  const res = await fetch(`${origin}/api/books/${DEMO_BOOK.id}`);
  const book = res.ok ? await res.json() : undefined;
  if (book?.title !== DEMO_BOOK.title) {
    throw new Error(`demo book ${DEMO_BOOK.id} is not "${DEMO_BOOK.title}" (${res.status}); see server.mjs`);
  }
  return DEMO_BOOK.id;
}
