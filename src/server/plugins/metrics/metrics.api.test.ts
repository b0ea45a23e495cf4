/**
 * GET /metrics (ADR 0053): Prometheus text with requests by route pattern, 429s by route, job runs and
 * last success, the outbox and payment gauges (and the pool's, on PostgreSQL); answered on loopback or
 * with the METRICS_TOKEN bearer token, refused (403 `{ message }`) to anyone else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobs } from '../../jobs/scheduler';
import { insertUser } from '../../seed/factories';
import { createTestApp, type TestApp } from '../../testing/harness';
import { eventReader } from '../../testing/sse';

const TOKEN = 'metrics-token-0123456789';
const OUTSIDE = '203.0.113.7';

/** The value of the sample `name{labels}` in a Prometheus text body, or undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const labelText = line.slice(name.length).split(' ')[0];
    if (wanted.every((w) => labelText.includes(w))) return Number(line.split(' ').pop());
  }
  return undefined;
}

describe('GET /metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN, AUTH_RATE_LIMIT: '1', TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    return res.body;
  };

  it('counts requests by route pattern, never by raw URL, with their duration and the event-loop lag', async () => {
    await t.request().get('/api/books/987654');
    await t.request().get('/api/books/987655');
    const text = await scrape();
    const labels = { method: 'GET', route: '/api/books/:id' };
    expect(sample(text, 'http_requests_total', labels)).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_count', labels)).toBe(2);
    expect(text).not.toContain('987654');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(sample(text, 'hubshelf_sse_streams_open')).toBe(0);
  });

  it('says which store counts sign-in attempts (ADR 0057): PostgreSQL on PostgreSQL, memory embedded', async () => {
    const text = await scrape();
    const inUse = process.env.HUBSHELF_TEST_DB === 'postgres' ? 'postgres' : 'memory';
    for (const store of ['redis', 'postgres', 'memory'])
      expect(sample(text, 'hubshelf_rate_limit_store', { store })).toBe(store === inUse ? 1 : 0);
  });

  it('counts open event streams, which echo their request id too', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const member = await t.signIn();
    const abort = new AbortController();
    const res = await fetch(`${base}/api/notifications/stream`, {
      headers: { cookie: member.cookie, 'x-request-id': 'stream-1' },
      signal: abort.signal,
    });
    expect(res.headers.get('x-request-id')).toBe('stream-1');
    await eventReader(res.body!)();
    expect(sample(await scrape(), 'hubshelf_sse_streams_open')).toBe(1);
    abort.abort();
    for (let i = 0; i < 50 && sample(await scrape(), 'hubshelf_sse_streams_open') !== 0; i += 1)
      await new Promise((r) => setTimeout(r, 20));
    expect(sample(await scrape(), 'hubshelf_sse_streams_open')).toBe(0);
  });

  it('counts a 429 by route', async () => {
    const member = await insertUser(t.db);
    const from = { headers: { 'x-forwarded-for': '10.9.8.7' } };
    await t.request().post('/api/auth/login', { email: member.email, password: 'wrong-guess' }, from);
    const limited = await t
      .request()
      .post('/api/auth/login', { email: member.email, password: 'wrong-guess' }, from);
    expect(limited.status).toBe(429);
    const text = await scrape();
    expect(sample(text, 'hubshelf_rate_limited_total', { route: '/api/auth/login' })).toBe(1);
    expect(sample(text, 'http_requests_total', { route: '/api/auth/login', status_code: '429' })).toBe(1);
  });

  it('counts job runs and failures, and stamps the last success', async () => {
    const stop = startJobs(t.app, [
      { name: 'metrics-ok', everyMs: 60_000, runAtStart: true, run: async () => {} },
      {
        name: 'metrics-broken',
        everyMs: 60_000,
        runAtStart: true,
        run: async () => {
          throw new Error('broken on purpose');
        },
      },
    ]);
    await stop();
    const text = await scrape();
    expect(sample(text, 'hubshelf_job_runs_total', { job: 'metrics-ok', outcome: 'success' })).toBe(1);
    expect(sample(text, 'hubshelf_job_runs_total', { job: 'metrics-broken', outcome: 'failure' })).toBe(1);
    expect(sample(text, 'hubshelf_job_last_success_timestamp_seconds', { job: 'metrics-ok' })).toBe(
      t.clock.now().getTime() / 1000,
    );
    expect(sample(text, 'hubshelf_job_last_success_timestamp_seconds', { job: 'metrics-broken' })).toBe(
      undefined,
    );
  });

  it('reads the outbox and payments from the database, and the pool only on PostgreSQL', async () => {
    const text = await scrape();
    for (const channel of ['mail', 'push']) {
      expect(sample(text, 'hubshelf_outbox_depth', { channel })).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'hubshelf_outbox_oldest_age_seconds', { channel })).toBeGreaterThanOrEqual(0);
    }
    expect(sample(text, 'hubshelf_payments', { status: 'captured' })).toBe(0);
    const inUse = sample(text, 'hubshelf_db_pool_connections', { state: 'in_use' });
    if (t.database.pool) expect(inUse).toBeGreaterThanOrEqual(0);
    else expect(inUse).toBeUndefined();
  });

  it('refuses a caller off loopback without the token, and answers one with it', async () => {
    const refused = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: OUTSIDE });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: 'Metrics are available only from this machine or with the metrics token.',
    });
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: OUTSIDE,
      headers: { authorization: 'Bearer not-the-token-at-all' },
    });
    expect(wrong.statusCode).toBe(403);
    const allowed = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: OUTSIDE,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('http_requests_total');
  });
});
