import { sql } from 'drizzle-orm';
import Piscina from 'piscina';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  MAX_SHELF_IMAGE_BYTES,
  SHELF_MESSAGES,
  SHELF_PROGRESS_MEDIA_TYPE,
  shelfProgressEvent,
  type AnalyzeShelfResponse,
  type ShelfBookAnswer,
  type ShelfProgressEvent,
} from '@/contract/shelf';
import { t as translate } from '@/server/i18n/t';
import { SHELF_QUEUE } from '../../integrations/vision/ocr';
import { createTestApp, type TestApp, type TestResponse, type TestUser } from '../../testing/harness';
import { drawShelfPhoto } from '../../testing/shelf-photo';
import { neighbourhood } from '../../testing/transactions';
import { loadOfflineCatalogue, offlineCandidates, readOfflineCatalogue } from './offline-catalogue';
import { queryRows } from './read';

/**
 * The offline shelf reader (ADR 0049) through POST /api/books/analyze-bookshelf with no AI key: a drawn
 * photo of vertical spines is read by PaddleOCR in the worker pool and its spines matched to the books
 * listed in the member's hubs, the offline catalogue, then the online search (unreachable here: the
 * catalogue URLs point at a closed local port). Progress streaming, the busy queue and the refusals.
 */
const CLOSED_CATALOGUE = {
  GOOGLE_BOOKS_URL: 'http://127.0.0.1:9/google',
  OPEN_LIBRARY_URL: 'http://127.0.0.1:9/openlibrary',
};
const ROUTE = '/api/books/analyze-bookshelf';
const STREAM = { headers: { accept: SHELF_PROGRESS_MEDIA_TYPE } };

/** Listed by a neighbour in the caller's hub (neither is in the offline catalogue); each its own ISBN. */
const NEIGHBOURS = [
  { title: 'The Midnight Library', author: 'Matt Haig', isbn: '9780525559474', genre: 'Fiction' },
  { title: 'Project Hail Mary', author: 'Andy Weir', isbn: '9780593135204', genre: 'Science Fiction' },
];
/** In the offline catalogue (goodbooks-10k) only. */
const CATALOGUED = {
  title: 'The Hunger Games',
  author: 'Suzanne Collins',
  isbn: '9780439023481',
  genre: 'Fiction',
};
/** Listed by the caller. */
const OWN = { title: 'Atomic Habits', author: 'James Clear', isbn: '9780735211292', genre: 'Self-Help' };
/** Known nowhere. */
const UNKNOWN = { title: 'Velvet Harbour', author: 'Ines Marlow' };

const dataUrl = (jpeg: Buffer) => `data:image/jpeg;base64,${jpeg.toString('base64')}`;

/** The long side (px) of a `data:image/jpeg;base64,` crop, decoded by sharp; throws when it is not a JPEG. */
async function cropLongSide(crop: string | null): Promise<number> {
  expect(crop).toMatch(/^data:image\/jpeg;base64,[A-Za-z0-9+/]+=*$/);
  const meta = await sharp(Buffer.from(crop!.split(',')[1]!, 'base64')).metadata();
  expect(meta.format).toBe('jpeg');
  return Math.max(meta.width ?? 0, meta.height ?? 0);
}

const byTitle = (books: ShelfBookAnswer[], title: string) => books.find((b) => b.title === title);

describe('the offline shelf reader', () => {
  let t: TestApp;
  let caller: TestUser;
  let image: string;
  /** Books the first load of the offline catalogue loaded. */
  let firstLoad: number;
  /** The one plain reading of the photo, shared by the tests that look at its books. */
  let plain: Promise<TestResponse<AnalyzeShelfResponse>> | undefined;
  const readPlain = () => (plain ??= t.request(caller).post(ROUTE, { image }));

  /** Hosts other than this machine that the server tried to reach: none, the reader works offline. */
  const blocked: string[] = [];
  const realFetch = globalThis.fetch;

  beforeAll(async () => {
    vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.hostname === '127.0.0.1' || url.hostname === 'localhost') return realFetch(input, init);
      blocked.push(url.hostname);
      return Promise.reject(new Error(`network blocked: ${url.hostname}`));
    });
    t = await createTestApp(CLOSED_CATALOGUE);
    firstLoad = await loadOfflineCatalogue(t.db);
    const hood = await neighbourhood(t);
    const neighbour = await hood.member();
    for (const b of NEIGHBOURS) await hood.book(neighbour, b);
    caller = await hood.member();
    await hood.book(caller, OWN);
    image = dataUrl(await drawShelfPhoto([...NEIGHBOURS, CATALOGUED, UNKNOWN, OWN]));
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await t.close();
    expect(blocked).toEqual([]);
  });

  it(
    'reads three known titles from their spines, with crops and the catalogue’s ISBN',
    { timeout: 120_000 },
    async () => {
      const res = await readPlain();
      expect(res.status).toBe(200);
      expect(res.body.fallbackMode).toBe(true);
      for (const known of [...NEIGHBOURS, CATALOGUED]) {
        const book = byTitle(res.body.books, known.title);
        // the listing's or the offline catalogue's ISBN-13 and genre
        expect(book, known.title).toMatchObject({ ...known, status: 'matched' });
        expect(book!.readText.trim()).not.toBe('');
        expect(await cropLongSide(book!.crop)).toBeLessThanOrEqual(200);
      }
    },
  );

  it(
    'an unknown title is to check, with the text read; the caller’s own book is listed',
    { timeout: 120_000 },
    async () => {
      const { body } = await readPlain();
      const check = body.books.filter((b) => b.status === 'check');
      expect(check).toHaveLength(1);
      expect(check[0]!.readText.toLowerCase()).toContain('velvet harbour');
      expect(check[0]!.title.toLowerCase()).toContain('velvet harbour');
      expect(byTitle(body.books, OWN.title)).toMatchObject({ status: 'listed', author: OWN.author });
      expect(body.books).toHaveLength(5);
    },
  );

  it('streams reading, counted matching and the same books as NDJSON', { timeout: 120_000 }, async () => {
    const { body: expected } = await readPlain();
    const res = await t.request(caller).post(ROUTE, { image }, STREAM);
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toContain(SHELF_PROGRESS_MEDIA_TYPE);
    const events: ShelfProgressEvent[] = String(res.body)
      .trim()
      .split('\n')
      .map((line) => shelfProgressEvent.parse(JSON.parse(line)));
    expect(events[0]).toEqual({ type: 'reading' });
    const matching = events.filter((e) => e.type === 'matching');
    expect(matching.length).toBeGreaterThan(1);
    const total = matching[0]!.total;
    expect(matching.every((e) => e.total === total)).toBe(true);
    expect(matching.map((e) => e.done)).toEqual(Array.from({ length: total + 1 }, (_, i) => i));
    expect(events.at(-1)).toEqual({ type: 'result', result: expected });
    expect(events.filter((e) => e.type === 'result' || e.type === 'error')).toHaveLength(1);
  });

  it('loads the offline catalogue once and finds a title in a spine’s words', async () => {
    const rows = readOfflineCatalogue().length;
    expect(rows).toBeGreaterThan(9000);
    expect(firstLoad).toBe(rows);
    const [count] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from offline_catalogue`,
    );
    expect(Number(count!.n)).toBe(rows);
    expect(await loadOfflineCatalogue(t.db)).toBe(0);
    // candidates, ranked by the spine words they hold: the matcher then picks the title the spine reads as
    const found = await offlineCandidates(t.db, 'the hunger games suzanne collins');
    expect(found.length).toBeLessThanOrEqual(20);
    expect(found.slice(0, 5)).toContainEqual(
      expect.objectContaining({
        title: 'The Hunger Games',
        author: 'Suzanne Collins',
        isbn13: CATALOGUED.isbn,
      }),
    );
    expect(await offlineCandidates(t.db, 'zzqx')).toEqual([]);
  });
});

describe('a busy offline reader', () => {
  let t: TestApp;
  /** Readings held by the spied pool, released by the test. */
  const held: (() => void)[] = [];
  /** What a reading of a plain photo finds: nothing. */
  let nothingRead: { upright: Uint8Array; width: number; height: number; readings: [] };
  let run: ReturnType<typeof vi.spyOn>;

  beforeAll(async () => {
    t = await createTestApp({ ...CLOSED_CATALOGUE, SHELF_READERS: '1' });
    const upright = await sharp({ create: { width: 64, height: 48, channels: 3, background: 'white' } })
      .jpeg()
      .toBuffer();
    nothingRead = { upright: new Uint8Array(upright), width: 64, height: 48, readings: [] };
  });
  afterEach(() => {
    run?.mockRestore();
    held.length = 0;
  });
  afterAll(() => t.close());

  const photo = async () =>
    dataUrl(
      await sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 120, g: 80, b: 40 } } })
        .jpeg()
        .toBuffer(),
    );

  it('refuses a photo with 503 while one is read and the queue is full, in English and Hindi', async () => {
    // the worker pool is held: each reading waits until the test lets it go
    run = vi
      .spyOn(Piscina.prototype, 'run')
      .mockImplementation(() => new Promise((resolve) => held.push(() => resolve(nothingRead))));
    const image = await photo();
    const waiting = [];
    for (let i = 0; i < 1 + SHELF_QUEUE; i += 1)
      waiting.push(t.request(await t.signIn()).post(ROUTE, { image }));
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1 + SHELF_QUEUE));

    const refused = await t.request(await t.signIn()).post(ROUTE, { image });
    expect(refused.status).toBe(503);
    expect(refused.body.message).toBe('Many photos are being read right now. Please try again in a minute.');
    const hindi = await t
      .request(await t.signIn())
      .post(ROUTE, { image }, { headers: { 'accept-language': 'hi' } });
    expect(hindi.status).toBe(503);
    expect(hindi.body.message).toBe(translate('books:shelf.busy', {}, 'hi'));
    expect(hindi.body.message).toBe('अभी कई फ़ोटो पढ़ी जा रही हैं। कृपया एक मिनट बाद फिर कोशिश करें।');
    // a streamed request is refused before it starts, as plain JSON
    const streamed = await t.request(await t.signIn()).post(ROUTE, { image }, STREAM);
    expect(streamed.status).toBe(503);
    expect(streamed.body.message).toBe(refused.body.message);

    for (const release of held) release();
    run.mockResolvedValue(nothingRead);
    for (const res of await Promise.all(waiting)) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ books: [], fallbackMode: true });
    }
    // room again once the readings are done
    const after = await t.request(await t.signIn()).post(ROUTE, { image });
    expect(after.status).toBe(200);
  });

  it('refuses a photo over 10 MB (413), a non-image (400) and a signed-out member (401) before reading', async () => {
    run = vi.spyOn(Piscina.prototype, 'run');
    const who = await t.signIn();
    // just over 10 MB decoded: within the body limit, refused by its decoded size; streamed answers are plain JSON
    const big = Buffer.alloc(MAX_SHELF_IMAGE_BYTES + 1, 7).toString('base64');
    const tooBig = await t.request(who).post(ROUTE, { image: big }, STREAM);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe(translate('books:shelf.imageTooLarge', {}, 'en'));
    const notImage = await t
      .request(who)
      .post(
        ROUTE,
        { image: `data:image/jpeg;base64,${Buffer.from('Not a photo.').toString('base64')}` },
        STREAM,
      );
    expect(notImage.status).toBe(400);
    expect(notImage.body.message).toBe(SHELF_MESSAGES.invalidImage);
    const signedOut = await t.request().post(ROUTE, { image: await photo() }, STREAM);
    expect(signedOut.status).toBe(401);
    expect(run).not.toHaveBeenCalled();
  });
});
