/**
 * Several real Hubshelf processes on one PostgreSQL database (ADR 0037), for multi-instance and fault
 * tests and the bench: each instance is `node --import tsx src/server/main.ts` (what `npm start` runs)
 * on a free port, with the same DATABASE_URL, SESSION_SECRET and (when given) REDIS_URL, as a load
 * balancer's pool would be. `client()` spreads requests over the live instances round-robin and keeps
 * its cookies, as a browser behind a load balancer without sticky sessions.
 *
 *   const cluster = await startCluster({ count: 2, databaseUrl });
 *   const asha = cluster.client();
 *   await asha.post('/api/auth/login', { email, password });      // instance 0
 *   await asha.get('/api/auth/me');                                // instance 1, same session
 *   await cluster.instances[0].kill('SIGKILL'); await cluster.instances[0].start();
 *   await cluster.stop();
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './ports';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** How long an instance may take to answer `/readyz` after its start, in ms. */
const READY_TIMEOUT_MS = 90_000;

export interface ClusterOptions {
  count: number;
  databaseUrl: string;
  /** REDIS_URL of every instance (shared rate limits); PostgreSQL counts them when absent. */
  redisUrl?: string;
  /** Extra environment of every instance (e.g. JOB_PERIOD_MS, AUTH_RATE_LIMIT). */
  env?: Record<string, string>;
  /** Start the instances but do not wait for them to be ready (to race their start-up). */
  noWait?: boolean;
}

export interface Instance {
  index: number;
  port: number;
  origin: string;
  /** The running process, undefined once it exited. */
  process: ChildProcess | undefined;
  /** Every log line the process printed since it was created (pino JSON lines, parsed when possible). */
  logs: Array<Record<string, unknown> | string>;
  /** Starts the process (again) on the same port; resolves once `/readyz` answers 200 unless `noWait`. */
  start(noWait?: boolean): Promise<void>;
  /** Resolves once `/readyz` answers 200. */
  ready(): Promise<void>;
  /** Sends `signal` and resolves to the exit code (null after a signal death) once the process is gone. */
  kill(signal: NodeJS.Signals): Promise<number | null>;
  /** Log lines whose `msg` equals `msg`. */
  logged(msg: string): Array<Record<string, unknown>>;
}

export interface Cluster {
  instances: Instance[];
  /**
   * A new browser-like client (own cookies) spreading its requests round-robin over live instances;
   * `cookie` (`name=value; …`) seeds its jar, e.g. a session made in the database.
   */
  client(cookie?: string): ClusterClient;
  /** Ends every process (SIGKILL: tests do not wait for graceful shutdowns they do not test). */
  stop(): Promise<void>;
}

export interface ClusterResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
  /** the instance that answered */
  instance: number;
  /** time to the whole answer, ms */
  ms: number;
}

export interface SendOptions {
  /** send to this instance instead of the next in turn */
  via?: number;
  /** abort after this long, ms (default 15000); an aborted request rejects */
  timeoutMs?: number;
  headers?: Record<string, string>;
}

/** A client with a cookie jar; `send` rejects on network errors (a killed instance), like `fetch`. */
export interface ClusterClient {
  cookie: string;
  send<T = any>(
    method: string,
    path: string,
    body?: unknown,
    options?: SendOptions,
  ): Promise<ClusterResponse<T>>;
  get<T = any>(path: string, options?: SendOptions): Promise<ClusterResponse<T>>;
  post<T = any>(path: string, body?: unknown, options?: SendOptions): Promise<ClusterResponse<T>>;
}

function instanceEnv(options: ClusterOptions, port: number, dataDir: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: options.databaseUrl,
    SESSION_SECRET: 'cluster-secret-cluster-secret-cluster-0123',
    PUBLIC_URL: 'http://127.0.0.1',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'info',
    ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
    ...options.env,
  };
}

function createInstance(index: number, port: number, options: ClusterOptions, dataDir: string): Instance {
  const origin = `http://127.0.0.1:${port}`;
  const instance: Instance = {
    index,
    port,
    origin,
    process: undefined,
    logs: [],
    start: async (noWait = false) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        cwd: ROOT,
        env: instanceEnv(options, port, dataDir),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      instance.process = child;
      let partial = '';
      const collect = (chunk: Buffer) => {
        const lines = (partial + chunk.toString('utf8')).split('\n');
        partial = lines.pop() ?? '';
        for (const line of lines.filter(Boolean)) {
          try {
            instance.logs.push(JSON.parse(line) as Record<string, unknown>);
          } catch {
            instance.logs.push(line);
          }
        }
      };
      child.stdout.on('data', collect);
      child.stderr.on('data', collect);
      child.on('exit', () => {
        if (instance.process === child) instance.process = undefined;
      });
      if (!noWait) await instance.ready();
    },
    ready: async () => {
      const deadline = Date.now() + READY_TIMEOUT_MS;
      for (;;) {
        if (!instance.process) throw new Error(`instance ${index} exited before it was ready`);
        const ok = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(2_000) }).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) return;
        if (Date.now() > deadline)
          throw new Error(`instance ${index} not ready after ${READY_TIMEOUT_MS} ms`);
        await new Promise((r) => setTimeout(r, 200));
      }
    },
    kill: (signal) => {
      const child = instance.process;
      if (!child) return Promise.resolve(null);
      return new Promise((resolve) => {
        child.once('exit', (code) => resolve(code));
        child.kill(signal);
      });
    },
    logged: (msg) =>
      instance.logs.filter(
        (l): l is Record<string, unknown> => typeof l === 'object' && l !== null && l.msg === msg,
      ),
  };
  return instance;
}

/** Starts `count` instances in parallel; resolves once every one answers `/readyz` (unless `noWait`). */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hubshelf-cluster-'));
  const ports = await Promise.all(Array.from({ length: options.count }, () => freePort()));
  const instances = ports.map((port, i) => createInstance(i, port, options, dataDir));
  await Promise.all(instances.map((i) => i.start(options.noWait)));
  let turn = 0;
  const client = (cookie?: string): ClusterClient => {
    const jar = new Map<string, string>();
    for (const pair of cookie ? cookie.split(';') : []) {
      const eq = pair.indexOf('=');
      if (eq > 0) jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
    const c: ClusterClient = {
      get cookie() {
        return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
      },
      send: async (method, path, body, o = {}) => {
        const live = instances.filter((i) => i.process);
        const target = o.via !== undefined ? instances[o.via]! : live[turn++ % Math.max(1, live.length)]!;
        const started = Date.now();
        const headers: Record<string, string> = { ...o.headers };
        if (jar.size) headers.cookie = c.cookie;
        if (body !== undefined) headers['content-type'] = 'application/json';
        const res = await fetch(`${target.origin}${path}`, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(o.timeoutMs ?? 15_000),
        });
        const text = await res.text();
        for (const set of res.headers.getSetCookie()) {
          const [pair, ...attrs] = set.split(';');
          const eq = pair!.indexOf('=');
          const name = pair!.slice(0, eq).trim();
          const expired =
            attrs.some((a) => /^\s*max-age=0\s*$/i.test(a)) || pair!.slice(eq + 1).trim() === '';
          if (expired) jar.delete(name);
          else jar.set(name, pair!.slice(eq + 1).trim());
        }
        let parsed: unknown = text;
        if ((res.headers.get('content-type') ?? '').includes('application/json')) parsed = JSON.parse(text);
        return {
          status: res.status,
          body: parsed as any,
          headers: res.headers,
          instance: target.index,
          ms: Date.now() - started,
        };
      },
      get: (path, o) => c.send('GET', path, undefined, o),
      post: (path, body, o) => c.send('POST', path, body, o),
    };
    return c;
  };
  return {
    instances,
    client,
    stop: async () => {
      await Promise.all(instances.map((i) => i.kill('SIGKILL')));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
