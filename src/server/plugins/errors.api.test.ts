/**
 * Values the database cannot hold answer 400 with a message, never 500 (ADR 0038; spec 000 §7 error form):
 * the contract fuzz found an id past PostgreSQL's integer range answered 500. Checked on the route it was
 * found on, on a path id and a body id elsewhere, and on text with a NUL byte.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../testing/harness';
import { VALUE_NOT_ACCEPTED } from './errors';

const PAST_INTEGER = 2 ** 31;

let t: TestApp;
let member: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  member = await t.signIn();
});
afterAll(() => t.close());

describe('a value the database cannot hold', () => {
  it('answers 400 with a message for an id past the integer range, in the path or the body', async () => {
    for (const res of [
      await t.request(member).post(`/api/rentals/extensions/requests/${PAST_INTEGER}/approve`),
      await t.request(member).get(`/api/books/${PAST_INTEGER}`),
      await t.request(member).post('/api/wishlist', { bookId: PAST_INTEGER, priority: 1 }),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: VALUE_NOT_ACCEPTED });
    }
  });

  it('answers 400 with a message for text with a NUL byte', async () => {
    const res = await t
      .request(member)
      .post('/api/feedback', { category: 'general', feedback: 'Hello\u0000there' });
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
  });
});
