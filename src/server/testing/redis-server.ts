/**
 * A throw-away Redis server for fault tests (ADR 0057): this machine's `redis-server` as a child process
 * on a free port on 127.0.0.1, without persistence, so a test may kill it, hang it and start it again
 * without touching a shared Redis. `findRedisServer()` is undefined when the binary is absent: the test
 * skips with REDIS_SERVER_MISSING.
 *
 *   const redis = await startRedisServer();   // redis://127.0.0.1:<port>
 *   await redis.kill(); await redis.start();  // the same port, empty again
 *   redis.pause(); redis.resume();            // SIGSTOP / SIGCONT: a hung server
 *   await redis.destroy();
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { freePort } from './ports';

/** Why a Redis fault test is skipped on a machine without the server binary. */
export const REDIS_SERVER_MISSING =
  'redis-server not found: install Redis (Debian: apt-get install redis-server) to run the Redis fault tests';

/** How long a started server may take to accept connections, in ms. */
const START_TIMEOUT_MS = 10_000;

/** The path of `redis-server`, or undefined when this machine has none. */
export function findRedisServer(): string | undefined {
  try {
    return execFileSync('which', ['redis-server'], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

export interface RedisServer {
  port: number;
  /** `redis://127.0.0.1:<port>` */
  url: string;
  /** Starts the server (again) on the same port, resolving once it accepts connections. */
  start(): Promise<void>;
  /** Kills it (SIGKILL, as a crash), resolving once the process is gone. */
  kill(): Promise<void>;
  /** Freezes it (SIGSTOP): connections stay open and commands go unanswered. */
  pause(): void;
  /** Thaws a paused server (SIGCONT). */
  resume(): void;
  /** Kills it if it runs. */
  destroy(): Promise<void>;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Starts a throw-away server. Throws when `findRedisServer()` finds no binary or it does not start. */
export async function startRedisServer(): Promise<RedisServer> {
  const bin = findRedisServer();
  if (!bin) throw new Error(REDIS_SERVER_MISSING);
  const port = await freePort();
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  let child: ChildProcess | undefined;

  const start = async () => {
    const started = spawn(bin, args, { stdio: 'ignore' });
    child = started;
    started.once('exit', () => {
      if (child === started) child = undefined;
    });
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (!(await accepts(port))) {
      if (!child || Date.now() > deadline) throw new Error(`redis-server did not start on port ${port}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const kill = async () => {
    const running = child;
    if (!running) return;
    const exited = new Promise((r) => running.once('exit', r));
    running.kill('SIGCONT');
    running.kill('SIGKILL');
    await exited;
  };
  await start();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    start,
    kill,
    pause: () => child?.kill('SIGSTOP'),
    resume: () => child?.kill('SIGCONT'),
    destroy: kill,
  };
}
