import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DATABASE_UNAVAILABLE_MESSAGE } from './lib/db-unavailable';
import { createTestApp, type TestApp } from './testing/harness';

describe('app basics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers /healthz', async () => {
    const res = await t.request().get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('answers /readyz 200 on a migrated database, and 503 with the message when migrations are missing', async () => {
    const res = await t.request().get('/readyz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready' });
    // a migration of the journal the database has not applied (ADR 0037)
    await t.db.execute(
      sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = (SELECT max(id) FROM drizzle.__drizzle_migrations)`,
    );
    const pending = await t.request().get('/readyz');
    expect(pending.status).toBe(503);
    expect(pending.body).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
  });

  it('answers an unknown API path with 404 and a message', async () => {
    const res = await t.request().get('/api/nope');
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/No such API route/);
  });

  it('sets security headers', async () => {
    const res = await t.request().get('/healthz');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
