/**
 * CPU time of processes from `/proc/<pid>/stat` (Linux): user + system time in ms, for the benchmark's
 * CPU-per-request split between a server process and the PostgreSQL backends serving it.
 *
 * Which backends: those whose `application_name` is `benchApplicationName(serverPid)`. The bench's server
 * processes (app-server.ts, bare-server.ts) connect under that name, so one server's figure never counts
 * the other's connections, nor the monitor's, nor another session's on a shared PostgreSQL.
 *
 * Backends come and go during a run (a pool opens connections when the load starts and closes idle ones
 * after its idle timeout). The figure is the CPU those backends spent between two readings, summed per
 * backend pid: a backend born during the run counts from 0; one that exits counts up to its last sample.
 * A reading keeps sampling its backends every `SAMPLE_MS` until `cpuPerRequest` compares it with a later
 * reading, so an exit loses at most one sample interval of that backend's CPU.
 */
import { readFileSync } from 'node:fs';
import type pg from 'pg';

/** Clock ticks per second of /proc times (`getconf CLK_TCK`, 100 on Linux). */
const TICKS_PER_SECOND = 100;
/** How often a reading samples its backends while waiting to be compared, ms. */
const SAMPLE_MS = 200;

/** CPU ms (user + system) used so far by `pid`; null when it cannot be read (another machine, gone). */
export function cpuMsOrNull(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // fields after the command name (which may hold spaces) start at state, field 3
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** CPU ms (user + system) used so far by `pid`; 0 when it cannot be read (another machine, gone). */
export function cpuMs(pid: number): number {
  return cpuMsOrNull(pid) ?? 0;
}

/**
 * The `application_name` a bench server process `serverPid` gives its PostgreSQL connections (at most 63
 * bytes, PostgreSQL's NAMEDATALEN - 1), so its backends can be told from any other's.
 */
export function benchApplicationName(serverPid: number): string {
  return `hubshelf-bench-${serverPid}`;
}

/** `url` with `application_name` set for server process `serverPid` (node-postgres reads it from the URL). */
export function withBenchApplicationName(url: string, serverPid: number): string {
  const u = new URL(url);
  u.searchParams.set('application_name', benchApplicationName(serverPid));
  return u.toString();
}

/** The PostgreSQL backend pids of database `database` connected as server process `serverPid`. */
export async function backendPids(
  admin: pg.Pool | pg.Client,
  database: string,
  serverPid: number,
): Promise<number[]> {
  const { rows } = await admin.query<{ pid: number }>(
    `select pid from pg_stat_activity
      where datname = $1 and application_name = $2 and pid <> pg_backend_pid()`,
    [database, benchApplicationName(serverPid)],
  );
  return rows.map((r) => r.pid);
}

/** A CPU reading of one server process and of the PostgreSQL backends serving it. */
export interface CpuReading {
  appMs: number;
  /** CPU ms of each backend alive at the reading, by pid */
  backendMs: Map<number, number>;
  /** the sum of `backendMs` */
  pgMs: number;
  /** how many backends were alive at the reading */
  backends: number;
  /** the last sampled CPU ms of every backend seen since the reading, by pid (kept until `stop()`) */
  sampled: Map<number, number>;
  /** stops sampling (`cpuPerRequest` calls it); idempotent */
  stop(): void;
}

/**
 * Reads the CPU ms of `serverPid` and of its backends in database `database` (through `admin`, a pool on
 * any database of the same server), then samples its backends, also those born later, every `SAMPLE_MS`
 * into `sampled` until `stop()`. Sampling stops by itself when `admin` ends.
 */
export async function readCpu(serverPid: number, admin: pg.Pool, database: string): Promise<CpuReading> {
  const sampled = new Map<number, number>();
  const sample = async () => {
    for (const pid of await backendPids(admin, database, serverPid)) {
      const ms = cpuMsOrNull(pid);
      if (ms !== null) sampled.set(pid, ms);
    }
  };
  await sample();
  const backendMs = new Map(sampled);
  const appMs = cpuMs(serverPid);
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    sample().then(
      () => (busy = false),
      () => clearInterval(timer),
    );
  }, SAMPLE_MS);
  timer.unref();
  const pgMs = [...backendMs.values()].reduce((a, b) => a + b, 0);
  return { appMs, backendMs, pgMs, backends: backendMs.size, sampled, stop: () => clearInterval(timer) };
}

/** CPU ms per request split into app and PostgreSQL, and how the backends came and went. */
export interface CpuPerRequest {
  app: number;
  db: number;
  total: number;
  /** backends counted: alive at either reading or sampled in between */
  backends: number;
  /** of those, backends that started after `before` (counted from 0) */
  born: number;
  /** of those, backends gone by `after` (counted up to their last sample) */
  exited: number;
}

/**
 * CPU ms per request between two readings of the same server (`before` taken first), split into the
 * server process and its PostgreSQL backends. Per backend pid: its value at `after`, or its last sample
 * when it exited during the run, minus its value at `before` (0 for a backend born after `before`).
 * Stops both readings' sampling.
 */
export function cpuPerRequest(before: CpuReading, after: CpuReading, requests: number): CpuPerRequest {
  before.stop();
  after.stop();
  const pids = new Set([...before.backendMs.keys(), ...before.sampled.keys(), ...after.backendMs.keys()]);
  let dbMs = 0;
  let born = 0;
  let exited = 0;
  for (const pid of pids) {
    const start = before.backendMs.get(pid);
    const end = after.backendMs.get(pid) ?? before.sampled.get(pid) ?? start ?? 0;
    if (start === undefined) born += 1;
    if (!after.backendMs.has(pid)) exited += 1;
    dbMs += end - (start ?? 0);
  }
  const app = (after.appMs - before.appMs) / requests;
  const db = dbMs / requests;
  return { app, db, total: app + db, backends: pids.size, born, exited };
}
