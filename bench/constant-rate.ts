/**
 * An open-loop load at a constant rate, for the bench's "p95 at a constant 100 req/s" figures: one GET
 * every 1000/rate ms, sent on schedule whatever the earlier answers do, over keep-alive connections (as
 * many as requests in flight). Each latency is measured from the request's scheduled time, so an answer
 * that holds the next request back also counts the wait it caused (no coordinated omission).
 *
 * autocannon's `overallRate` is not this: it gives each connection a budget per second, which the
 * connection spends back to back at the start of every second before pausing, so 100 req/s over 10
 * connections arrive as 10 requests in flight for the first ~0.3 s of each second and nothing after.
 */
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

export interface ConstantRateOptions {
  port: number;
  /** requests per second */
  rate: number;
  seconds: number;
  /** request paths, sent in turn */
  paths: string[];
  cookie?: string;
}

/** Latencies in ms (from each request's scheduled time), non-2xx answers, failed requests, seconds taken. */
export interface ConstantRateResult {
  latencies: number[];
  non2xx: number;
  errors: number;
  seconds: number;
}

function get(agent: http.Agent, o: ConstantRateOptions, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port: o.port, path, agent, headers: o.cookie ? { cookie: o.cookie } : {} },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
  });
}

export async function constantRate(o: ConstantRateOptions): Promise<ConstantRateResult> {
  const agent = new http.Agent({ keepAlive: true });
  const interval = 1000 / o.rate;
  const total = Math.round(o.rate * o.seconds);
  const result: ConstantRateResult = { latencies: [], non2xx: 0, errors: 0, seconds: 0 };
  const inFlight: Promise<void>[] = [];
  const start = performance.now();
  for (let i = 0; i < total; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    inFlight.push(
      get(agent, o, o.paths[i % o.paths.length]!).then(
        (status) => {
          result.latencies.push(performance.now() - due);
          if (status < 200 || status >= 300) result.non2xx++;
        },
        () => {
          result.errors++;
        },
      ),
    );
  }
  await Promise.all(inFlight);
  result.seconds = (performance.now() - start) / 1000;
  agent.destroy();
  return result;
}
