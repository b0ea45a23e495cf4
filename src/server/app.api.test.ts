import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
