import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHELF_PROGRESS_MEDIA_TYPE, type AnalyzeShelfResponse } from '@/contract/shelf';
import { ApiError } from '@/client/lib/api';
import { testShelfBook } from '@/client/lib/test-fixtures';
import { analyzeShelf } from './shelf';

const BOOK = testShelfBook({ readText: 'THE GUIDE NARAYAN' });
const RESULT: AnalyzeShelfResponse = { books: [BOOK], fallbackMode: true };

/** A fetch answering 200 with `chunks` as a streamed NDJSON body. */
function streamingFetch(chunks: (string | Uint8Array)[]) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(typeof c === 'string' ? encoder.encode(c) : c);
      controller.close();
    },
  });
  const mock = vi.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) =>
      new Response(body, { status: 200, headers: { 'Content-Type': SHELF_PROGRESS_MEDIA_TYPE } }),
  );
  vi.stubGlobal('fetch', mock);
  return mock;
}

const line = (event: unknown) => `${JSON.stringify(event)}\n`;

afterEach(() => vi.unstubAllGlobals());

describe('analyzeShelf', () => {
  it('asks for the stream, reports reading and matching, and resolves with the result', async () => {
    const result = line({ type: 'result', result: RESULT });
    const cut = Math.floor(result.length / 2);
    const fetchMock = streamingFetch([
      line({ type: 'reading' }) + line({ type: 'matching', done: 1, total: 2 }).slice(0, 10),
      line({ type: 'matching', done: 1, total: 2 }).slice(10),
      line({ type: 'matching', done: 2, total: 2 }) + result.slice(0, cut),
      result.slice(cut),
    ]);
    const onProgress = vi.fn();

    await expect(analyzeShelf('data:image/jpeg;base64,AAAA', onProgress)).resolves.toEqual(RESULT);

    expect(onProgress.mock.calls.map(([p]) => p)).toEqual([
      { type: 'reading' },
      { type: 'matching', done: 1, total: 2 },
      { type: 'matching', done: 2, total: 2 },
    ]);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/books/analyze-bookshelf');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toMatchObject({ Accept: SHELF_PROGRESS_MEDIA_TYPE });
    expect(JSON.parse(String(init?.body))).toEqual({ image: 'data:image/jpeg;base64,AAAA' });
  });

  it('reads a last line without a newline', async () => {
    streamingFetch([line({ type: 'reading' }), JSON.stringify({ type: 'result', result: RESULT })]);
    await expect(analyzeShelf('x')).resolves.toEqual(RESULT);
  });

  it('throws an ApiError with the status and message of an error event', async () => {
    const message = 'Many photos are being read right now. Please try again in a minute.';
    streamingFetch([line({ type: 'reading' }), line({ type: 'error', status: 503, message })]);
    const err = (await analyzeShelf('x').catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(503);
    expect(err.serverMessage).toBe(message);
  });

  it('keeps a Hindi message whose letters are split across chunks', async () => {
    const message = 'अभी बहुत सी तस्वीरें पढ़ी जा रही हैं।';
    const bytes = new TextEncoder().encode(line({ type: 'error', status: 503, message }));
    streamingFetch([bytes.slice(0, 41), bytes.slice(41)]);
    const err = (await analyzeShelf('x').catch((e: unknown) => e)) as ApiError;
    expect(err.serverMessage).toBe(message);
  });

  it('throws when the stream ends without a result', async () => {
    streamingFetch([line({ type: 'reading' })]);
    await expect(analyzeShelf('x')).rejects.toThrow('ended without a result');
  });

  it('throws an ApiError for an answer refused before the stream starts', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ message: 'Too many shelf photos' }, { status: 429, statusText: 'Too Many Requests' }),
      ),
    );
    const err = (await analyzeShelf('x').catch((e: unknown) => e)) as ApiError;
    expect(err.status).toBe(429);
    expect(err.serverMessage).toBe('Too many shelf photos');
  });

  it('reads a plain JSON answer as the result', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(RESULT)),
    );
    const onProgress = vi.fn();
    await expect(analyzeShelf('x', onProgress)).resolves.toEqual(RESULT);
    expect(onProgress).not.toHaveBeenCalled();
  });
});
