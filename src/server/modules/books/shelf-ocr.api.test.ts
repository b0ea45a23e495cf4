import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/harness';
import { neighbourhood } from '../../testing/transactions';

/**
 * The offline reader (ADR 0031): a photo of printed titles, rendered here, is read by tesseract.js from
 * node_modules with the network blocked, and its lines are matched to books listed on Hubshelf.
 * One title is printed sideways, as on a spine.
 */
const LISTED = [
  { title: 'The Midnight Library', author: 'Matt Haig' },
  { title: 'Atomic Habits', author: 'James Clear' },
  { title: 'Project Hail Mary', author: 'Andy Weir' },
];

/** White card with the titles in black print, the last one turned 90° like a spine. */
async function printedTitles(): Promise<string> {
  const text = (s: string, y: number) =>
    `<text x="40" y="${y}" font-family="DejaVu Sans" font-size="56" font-weight="bold">${s}</text>`;
  const upright = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="320"><rect width="100%" height="100%" fill="white"/>${text(LISTED[0]!.title.toUpperCase(), 110)}${text(LISTED[1]!.title, 230)}</svg>`,
  );
  const spine = await sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="120"><rect width="100%" height="100%" fill="white"/>${text(LISTED[2]!.title, 85)}</svg>`,
    ),
  )
    .rotate(90)
    .png()
    .toBuffer();
  const png = await sharp({ create: { width: 1200, height: 1000, channels: 3, background: 'white' } })
    .composite([
      { input: await sharp(upright).png().toBuffer(), left: 0, top: 0 },
      { input: spine, left: 1050, top: 0 },
    ])
    .png()
    .toBuffer();
  return png.toString('base64');
}

describe('the OCR fallback', () => {
  let t: TestApp;
  const realFetch = globalThis.fetch;
  beforeAll(async () => {
    t = await createTestApp({
      GOOGLE_BOOKS_URL: 'http://127.0.0.1:9/google',
      OPEN_LIBRARY_URL: 'http://127.0.0.1:9/openlibrary',
    });
    // the network is blocked: only this machine answers
    vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost')
        return Promise.reject(new Error(`network blocked: ${url.hostname}`));
      return realFetch(input, init);
    });
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await t.close();
  });

  it('recovers printed titles, sideways too, matched to listed books', { timeout: 120_000 }, async () => {
    const hood = await neighbourhood(t);
    const owner = await hood.member();
    for (const b of LISTED) await hood.book(owner, b);
    const reader = await hood.member();
    const res = await t
      .request(reader)
      .post('/api/books/analyze-bookshelf', { image: await printedTitles() });
    expect(res.status).toBe(200);
    expect(res.body.fallbackMode).toBe(true);
    expect(res.body.books.map((b: { title: string }) => b.title).sort()).toEqual(
      LISTED.map((b) => b.title).sort(),
    );
    expect(res.body.books[0]).toMatchObject({ genre: 'Fiction' });
  });
});
