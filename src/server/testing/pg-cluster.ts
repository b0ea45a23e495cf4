/**
 * A throw-away PostgreSQL server for fault tests (ADR 0037): `initdb` + `pg_ctl` from this machine's
 * PostgreSQL binaries (`pg_config --bindir`, else the newest /usr/lib/postgresql/<version>/bin) into a
 * temporary directory, listening on 127.0.0.1 on a free port, so a test may stop and start it without
 * touching the shared server. Run as root, the binaries run as `postgres` (`runuser`), which owns the
 * directory. `findPgBin()` is undefined when the binaries are absent: the test skips with PG_BIN_MISSING.
 *
 *   const pg = await startPgCluster();      // trust auth, user postgres, database postgres
 *   await pg.stop(); await pg.start();      // the same data, the same port
 *   await pg.destroy();
 */
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './ports';

const run = promisify(execFile);

/** Why a fault test is skipped on a machine without the server binaries. */
export const PG_BIN_MISSING =
  'PostgreSQL server binaries (initdb, pg_ctl) not found: install postgresql (Debian: apt-get install postgresql) to run the fault tests';

/** The directory holding `initdb` and `pg_ctl`, or undefined when this machine has none. */
export function findPgBin(): string | undefined {
  const candidates: string[] = [];
  try {
    candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim());
  } catch {
    // no pg_config on PATH: try the Debian layout
  }
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian).sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => join(debian, v, 'bin')));
  }
  return candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')));
}

export interface PgCluster {
  port: number;
  /** `postgres://postgres@127.0.0.1:<port>/<database>` */
  url(database?: string): string;
  /** Stops the server (fast shutdown: open connections are ended), waiting until it is down. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data, waiting until it accepts connections. */
  start(): Promise<void>;
  /** Stops it and deletes its directory. */
  destroy(): Promise<void>;
}

/** Creates and starts a throw-away cluster. Throws when `findPgBin()` finds no binaries. */
export async function startPgCluster(): Promise<PgCluster> {
  const bin = findPgBin();
  if (!bin) throw new Error(PG_BIN_MISSING);
  const dir = mkdtempSync(join(tmpdir(), 'hubshelf-pg-'));
  const data = join(dir, 'data');
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const ids = execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim();
    const gid = execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim();
    chownSync(dir, Number(ids), Number(gid));
  }
  // initdb and the server refuse to run as root
  const exec = (tool: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]) : run(join(bin, tool), args);
  await exec('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const start = async () => {
    await exec('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start']);
  };
  const stop = async () => {
    await exec('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  };
  await start();
  let running = true;
  return {
    port,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop: async () => {
      await stop();
      running = false;
    },
    start: async () => {
      await start();
      running = true;
    },
    destroy: async () => {
      if (running) await stop().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
