import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SHELF_ANALYSES_PER_HOUR, SHELF_MESSAGES } from '@/contract/shelf';
import { t as english } from '@/server/i18n/t';
import { startFakeVision, type FakeVision } from '../../integrations/vision/fake-vision';
import { createTestApp, type TestApp } from '../../testing/harness';

/**
 * POST /api/books/analyze-bookshelf (spec 000 §7; ADR 0031) with the three providers as local fake
 * servers: order, refusals, timeouts, malformed answers, the OCR fallback, limits and access.
 */
const HOBBIT = { title: 'The Hobbit', author: 'J.R.R. Tolkien', genre: 'Fantasy', description: 'A quest.' };
const DUNE = { title: 'Dune', author: 'Frank Herbert', genre: 'Science Fiction', description: 'Spice.' };
const EMMA = { title: 'Emma', author: 'Jane Austen', genre: 'Romance', description: '' };

/** A provider's book as answered (ADR 0049): matched, no ISBN or cover yet, nothing read from a spine, no crop. */
const suggested = (book: typeof HOBBIT) => ({
  ...book,
  isbn: '',
  imageUrl: '',
  status: 'matched',
  readText: '',
  crop: null,
});

/** A small plain photo (PNG, base64 with a data: prefix). */
async function photo(): Promise<string> {
  const png = await sharp({
    create: { width: 320, height: 200, channels: 3, background: { r: 200, g: 180, b: 150 } },
  })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

describe('analyzing a bookshelf photo with providers', () => {
  let t: TestApp;
  let fake: FakeVision;
  let image: string;
  beforeAll(async () => {
    fake = await startFakeVision({ openai: [HOBBIT], gemini: [DUNE], anthropic: [EMMA] });
    t = await createTestApp({
      OPENAI_API_KEY: 'test-openai-key',
      OPENAI_BASE_URL: fake.urls.openai,
      GEMINI_API_KEY: 'test-gemini-key',
      GEMINI_BASE_URL: fake.urls.gemini,
      ANTHROPIC_API_KEY: 'test-anthropic-key',
      ANTHROPIC_BASE_URL: fake.urls.anthropic,
      VISION_TIMEOUT_MS: '1500',
      GOOGLE_BOOKS_URL: 'http://127.0.0.1:9/google',
      OPEN_LIBRARY_URL: 'http://127.0.0.1:9/openlibrary',
    });
    image = await photo();
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.calls.length = 0;
    fake.modes.openai = fake.modes.gemini = fake.modes.anthropic = 'ok';
  });

  it('answers the first provider’s books', async () => {
    const who = await t.signIn();
    const res = await t.request(who).post('/api/books/analyze-bookshelf', { image });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ books: [suggested(HOBBIT)], fallbackMode: false });
    expect(fake.calls).toEqual(['openai']);
  });

  it('the first answers 429 → the second’s books', async () => {
    fake.modes.openai = 'quota';
    const who = await t.signIn();
    const res = await t.request(who).post('/api/books/analyze-bookshelf', { image });
    expect(res.body).toEqual({ books: [suggested(DUNE)], fallbackMode: false });
    expect(fake.calls).toEqual(['openai', 'gemini']);
  });

  it('the first times out → the next', async () => {
    fake.modes.openai = 'hang';
    const who = await t.signIn();
    const res = await t.request(who).post('/api/books/analyze-bookshelf', { image });
    expect(res.body).toEqual({ books: [suggested(DUNE)], fallbackMode: false });
  });

  it('malformed answers move on to the third', async () => {
    fake.modes.openai = 'junk';
    fake.modes.gemini = 'quota';
    const who = await t.signIn();
    const res = await t.request(who).post('/api/books/analyze-bookshelf', { image });
    expect(res.body).toEqual({ books: [suggested(EMMA)], fallbackMode: false });
    expect(fake.calls).toEqual(['openai', 'gemini', 'anthropic']);
  });

  it('all fail → fallbackMode from the OCR', async () => {
    fake.modes.openai = 'quota';
    fake.modes.gemini = 'junk';
    fake.modes.anthropic = 'quota';
    const who = await t.signIn();
    const res = await t.request(who).post('/api/books/analyze-bookshelf', { image });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ books: [], fallbackMode: true });
  });

  it('an 11 MB image → 413 and a base64 text file → 400, no provider called', async () => {
    const who = await t.signIn();
    const big = Buffer.alloc(11 * 1024 * 1024, 7).toString('base64');
    const tooBig = await t.request(who).post('/api/books/analyze-bookshelf', { image: big });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe(english('books:shelf.imageTooLarge'));
    const text = Buffer.from('Not a photo, just some words.\n').toString('base64');
    const notImage = await t.request(who).post('/api/books/analyze-bookshelf', {
      image: `data:text/plain;base64,${text}`,
    });
    expect(notImage.status).toBe(400);
    expect(notImage.body.message).toBe(SHELF_MESSAGES.invalidImage);
    expect(fake.calls).toEqual([]);
  });

  it('answers 401 when signed out', async () => {
    const res = await t.request().post('/api/books/analyze-bookshelf', { image });
    expect(res.status).toBe(401);
    expect(fake.calls).toEqual([]);
  });

  it('allows 10 photos per member per hour, then 429', async () => {
    const who = await t.signIn();
    const bad = { image: Buffer.from('words').toString('base64') };
    for (let i = 0; i < SHELF_ANALYSES_PER_HOUR; i += 1)
      expect((await t.request(who).post('/api/books/analyze-bookshelf', bad)).status).toBe(400);
    const limited = await t.request(who).post('/api/books/analyze-bookshelf', bad);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(english('books:shelf.rateLimited'));
    // another member is not limited
    const other = await t.signIn();
    expect((await t.request(other).post('/api/books/analyze-bookshelf', bad)).status).toBe(400);
  });
});

describe('analyzing without AI keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      GOOGLE_BOOKS_URL: 'http://127.0.0.1:9/google',
      OPEN_LIBRARY_URL: 'http://127.0.0.1:9/openlibrary',
    });
  });
  afterAll(() => t.close());

  it('answers fallbackMode: true', async () => {
    const who = await t.signIn();
    const res = await t.request(who).post('/api/books/analyze-bookshelf', { image: await photo() });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ books: [], fallbackMode: true });
  });
});
