/**
 * Request ids (ADR 0053): a sane incoming X-Request-Id is kept, anything else replaced by a UUID; the
 * response echoes it, and every log line written while the request is handled carries it as `reqId`,
 * including lines services write through `app.log` (here the mail kept in the outbox without SMTP).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../seed/factories';
import { createTestApp, type TestApp } from '../testing/harness';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids', () => {
  let t: TestApp;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      { LOG_LEVEL: 'info' },
      { logStream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
    );
  });
  afterAll(() => t.close());

  it('echoes a sane X-Request-Id, and replaces a missing or unsafe one with a UUID', async () => {
    const kept = await t.request().get('/healthz', { headers: { 'x-request-id': 'lb-7f3a:42.x_y' } });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a:42.x_y');
    const none = await t.request().get('/healthz');
    expect(none.headers['x-request-id']).toMatch(UUID);
    for (const unsafe of ['two words', 'x'.repeat(129), 'a\u00e9b', '<script>']) {
      const res = await t.request().get('/healthz', { headers: { 'x-request-id': unsafe } });
      expect(res.headers['x-request-id']).toMatch(UUID);
    }
  });

  it('is echoed on errors too', async () => {
    const res = await t.request().get('/api/books/not-a-number', { headers: { 'x-request-id': 'err-1' } });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.headers['x-request-id']).toBe('err-1');
  });

  it("puts the id on every log line of the request, also on a service's lines through app.log", async () => {
    const member = await insertUser(t.db);
    const res = await t
      .request()
      .post(
        '/api/auth/forgot-password',
        { email: member.email },
        { headers: { 'x-request-id': 'trace-me-1' } },
      );
    expect(res.headers['x-request-id']).toBe('trace-me-1');
    const mine = lines.filter((l) => l.reqId === 'trace-me-1');
    const messages = mine.map((l) => String(l.msg));
    expect(messages).toContain('incoming request');
    expect(messages).toContain('request completed');
    expect(messages.some((m) => m.startsWith('mail (no SMTP_URL'))).toBe(true);
    const mailLines = lines.filter((l) => String(l.msg).startsWith('mail (no SMTP_URL'));
    expect(mailLines.every((l) => l.reqId === 'trace-me-1')).toBe(true);
  });
});
