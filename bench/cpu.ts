/**
 * CPU time of processes from `/proc/<pid>/stat` (Linux): user + system time in ms, for the benchmark's
 * CPU-per-request split between the app process and PostgreSQL's backends of the bench database.
 */
import { readFileSync } from 'node:fs';
import type pg from 'pg';

/** Clock ticks per second of /proc times (`getconf CLK_TCK`, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU ms (user + system) used so far by `pid`; 0 when it cannot be read (another machine, gone). */
export function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // fields after the command name (which may hold spaces) start at state, field 3
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The PostgreSQL backend pids serving database `database` (via pg_stat_activity). */
export async function backendPids(admin: pg.Pool | pg.Client, database: string): Promise<number[]> {
  const { rows } = await admin.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [database],
  );
  return rows.map((r) => r.pid);
}

/** A CPU reading of one app process and of the database's backends. */
export interface CpuReading {
  appMs: number;
  pgMs: number;
  backends: number;
}

/** Reads the CPU ms of `appPid` and of every backend of `database` (backends that vanished count 0). */
export async function readCpu(appPid: number, admin: pg.Pool, database: string): Promise<CpuReading> {
  const pids = await backendPids(admin, database);
  return {
    appMs: cpuMs(appPid),
    pgMs: pids.reduce((sum, pid) => sum + cpuMs(pid), 0),
    backends: pids.length,
  };
}

/** CPU ms per request between two readings, split into app and PostgreSQL. */
export function cpuPerRequest(before: CpuReading, after: CpuReading, requests: number) {
  const app = (after.appMs - before.appMs) / requests;
  const db = (after.pgMs - before.pgMs) / requests;
  return { app, db, total: app + db };
}
