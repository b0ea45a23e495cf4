/**
 * A local fake of Google Books and Open Library for tests (and end-to-end runs), serving the recorded
 * bodies in `./fixtures/` (`ISBN_FIXTURES_DIR`; see SOURCE.md there). `node:http` on a free port:
 *
 *   const fake = await startFakeCatalogue(ISBN_FIXTURES_DIR);
 *   createTestApp({ GOOGLE_BOOKS_URL: fake.googleBooksUrl, OPEN_LIBRARY_URL: fake.openLibraryUrl });
 *   fake.mode.google = 'hang';   // 'ok' | 'hang' (never answers) | 'down' (503)
 *
 * Google Books: `/google/volumes?q=isbn:{isbn}` serves `google-books/volumes_q_isbn_{isbn}.json` (else the
 * no-match body); `q=intitle:… inauthor:…` answers the recorded volumes whose title and author contain
 * the words. Open Library: `/openlibrary/api/books?bibkeys=ISBN:{isbn}` serves
 * `openlibrary/api_books_jscmd_data_ISBN_{isbn}.json` (else `{}`); `/search.json?title=…` answers a
 * hand-built search document made from the recorded editions (no search recording exists).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The recorded Google Books and Open Library bodies, kept in the repository beside this fake so tests need
 * nothing beside the checkout (docs/decisions/0008-test-databases-and-fresh-clone-fixtures.md).
 */
export const ISBN_FIXTURES_DIR = fileURLToPath(new URL('./fixtures/', import.meta.url));

export type FakeMode = 'ok' | 'hang' | 'down';

export interface FakeCatalogue {
  googleBooksUrl: string;
  openLibraryUrl: string;
  /** behaviour per provider; change it between requests */
  mode: { google: FakeMode; openLibrary: FakeMode };
  /** paths with query of every request received, in order */
  requests: string[];
  close(): Promise<void>;
}

type Json = Record<string, unknown>;

const readJson = (file: string): Json => JSON.parse(readFileSync(file, 'utf8')) as Json;

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

const words = (s: string) => s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
const containsWords = (haystack: string, needle: string) =>
  words(needle).every((w) => haystack.toLowerCase().includes(w));

function googleBooks(dir: string, url: URL): Json {
  const noMatch = readJson(join(dir, 'google-books', 'volumes_q_isbn_NOMATCH.json'));
  const q = url.searchParams.get('q') ?? '';
  const isbn = /^isbn:(\d{9}[\dXx]|\d{13})$/.exec(q)?.[1];
  if (isbn) {
    const file = join(dir, 'google-books', `volumes_q_isbn_${isbn}.json`);
    return existsSync(file) ? readJson(file) : noMatch;
  }
  const title = /intitle:(.*?)(?=\s+inauthor:|$)/.exec(q)?.[1] ?? '';
  const author = /inauthor:(.*)$/.exec(q)?.[1] ?? '';
  const items = readdirSync(join(dir, 'google-books'))
    .filter((f) => /^volumes_q_isbn_\d+\.json$/.test(f))
    .flatMap((f) => (readJson(join(dir, 'google-books', f)).items as Json[] | undefined) ?? [])
    .filter((item) => {
      const info = item.volumeInfo as { title?: string; authors?: string[] };
      return (
        title !== '' &&
        containsWords(info.title ?? '', title) &&
        containsWords((info.authors ?? []).join(' '), author)
      );
    });
  return items.length > 0 ? { kind: 'books#volumes', totalItems: items.length, items } : noMatch;
}

/** The recorded Open Library editions (`api_books_jscmd_data_ISBN_*.json`), keyed by bibkey. */
function openLibraryEditions(dir: string): Record<string, Json> {
  const out: Record<string, Json> = {};
  for (const f of readdirSync(join(dir, 'openlibrary')).filter((n) =>
    /^api_books_jscmd_data_ISBN_\d+\.json$/.test(n),
  )) {
    Object.assign(out, readJson(join(dir, 'openlibrary', f)));
  }
  return out;
}

function openLibrary(dir: string, url: URL): Json {
  if (url.pathname.endsWith('/api/books')) {
    const key = url.searchParams.get('bibkeys') ?? '';
    const edition = openLibraryEditions(dir)[key];
    return edition
      ? { [key]: edition }
      : readJson(join(dir, 'openlibrary', 'api_books_jscmd_data_NOMATCH.json'));
  }
  const title = url.searchParams.get('title') ?? '';
  const author = url.searchParams.get('author') ?? '';
  const docs = Object.values(openLibraryEditions(dir))
    .map((e) => {
      const ids = e.identifiers as { isbn_10?: string[]; isbn_13?: string[] } | undefined;
      const cover = (e.cover as { medium?: string } | undefined)?.medium ?? '';
      const coverId = /\/b\/id\/(\d+)-/.exec(cover)?.[1];
      return {
        key: (e.key as string) ?? '',
        title: e.title as string,
        author_name: ((e.authors as { name: string }[] | undefined) ?? []).map((a) => a.name),
        isbn: [...(ids?.isbn_10 ?? []), ...(ids?.isbn_13 ?? [])],
        ...(coverId ? { cover_i: Number(coverId) } : {}),
        subject: ((e.subjects as { name: string }[] | undefined) ?? []).map((s) => s.name),
      };
    })
    .filter(
      (d) => title !== '' && containsWords(d.title, title) && containsWords(d.author_name.join(' '), author),
    );
  return {
    numFound: docs.length,
    start: 0,
    numFoundExact: true,
    docs,
    num_found: docs.length,
    q: '',
    offset: null,
    documentation_url: 'https://openlibrary.org/dev/docs/api/search',
  };
}

/** Starts the fake on 127.0.0.1 and a free port, serving fixtures from `fixturesDir`. */
export async function startFakeCatalogue(fixturesDir: string): Promise<FakeCatalogue> {
  const mode: FakeCatalogue['mode'] = { google: 'ok', openLibrary: 'ok' };
  const requests: string[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake.local');
    requests.push(`${url.pathname}${url.search}`);
    const provider = url.pathname.startsWith('/google/')
      ? 'google'
      : url.pathname.startsWith('/openlibrary/')
        ? 'openLibrary'
        : null;
    if (!provider) return send(res, 404, { error: 'unknown path' });
    if (mode[provider] === 'hang') return; // never answers
    if (mode[provider] === 'down') return send(res, 503, { error: 'unavailable' });
    send(res, 200, provider === 'google' ? googleBooks(fixturesDir, url) : openLibrary(fixturesDir, url));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  return {
    googleBooksUrl: `${base}/google`,
    openLibraryUrl: `${base}/openlibrary`,
    mode,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
