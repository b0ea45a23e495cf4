/**
 * Google Books provider (spec 000 §7 "two external public book-metadata lookups"):
 * `GET {GOOGLE_BOOKS_URL}/volumes?q=isbn:{isbn13}` for an ISBN and
 * `GET {GOOGLE_BOOKS_URL}/volumes?q=intitle:{title} inauthor:{author}&country={region}` for find-isbn.
 * A response without `items` means no match.
 */
import { z } from 'zod';
import { toIsbn13 } from '@/domain/books';
import { fetchCatalogueJson, httpsLink } from './http';
import type { CatalogueRecord, TitleSearch } from './types';

const PROVIDER = 'Google Books';

const volume = z.object({
  volumeInfo: z
    .object({
      title: z.string().optional(),
      subtitle: z.string().optional(),
      authors: z.array(z.string()).optional(),
      description: z.string().optional(),
      categories: z.array(z.string()).optional(),
      industryIdentifiers: z.array(z.object({ type: z.string(), identifier: z.string() })).optional(),
      imageLinks: z
        .object({ thumbnail: z.string().optional(), smallThumbnail: z.string().optional() })
        .optional(),
    })
    .optional(),
});
const volumes = z.object({ items: z.array(volume).optional() });
type Volume = z.infer<typeof volume>;

/** The volume's ISBN-13 (from its ISBN_13 or ISBN_10 identifier), or null. */
function volumeIsbn13(v: Volume): string | null {
  const ids = v.volumeInfo?.industryIdentifiers ?? [];
  for (const type of ['ISBN_13', 'ISBN_10']) {
    const found = ids.find((i) => i.type === type && toIsbn13(i.identifier));
    if (found) return toIsbn13(found.identifier);
  }
  return null;
}

function toRecord(v: Volume): CatalogueRecord | null {
  const info = v.volumeInfo;
  if (!info?.title) return null;
  return {
    isbn13: volumeIsbn13(v),
    title: info.title,
    author: (info.authors ?? []).join(', '),
    description: info.description?.trim() || null,
    categories: info.categories ?? [],
    imageUrl: httpsLink(info.imageLinks?.thumbnail ?? info.imageLinks?.smallThumbnail),
  };
}

async function search(
  baseUrl: string,
  params: Record<string, string>,
  signal?: AbortSignal,
): Promise<Volume[]> {
  const url = `${baseUrl}/volumes?${new URLSearchParams(params)}`;
  const parsed = volumes.safeParse(await fetchCatalogueJson(PROVIDER, url, signal));
  return parsed.success ? (parsed.data.items ?? []) : [];
}

/**
 * The book with ISBN-13 `isbn13`, or null when Google Books has none (a volume listing that ISBN is
 * preferred over the first one). Throws `CatalogueUnavailable` when Google Books cannot be reached.
 */
export async function googleBooksByIsbn(
  baseUrl: string,
  isbn13: string,
  signal?: AbortSignal,
): Promise<CatalogueRecord | null> {
  const items = await search(baseUrl, { q: `isbn:${isbn13}` }, signal);
  const exact = items.find((v) => volumeIsbn13(v) === isbn13) ?? items[0];
  const record = exact ? toRecord(exact) : null;
  return record && { ...record, isbn13 };
}

/**
 * The first volume matching the title (and author) that carries an ISBN, or null. Throws
 * `CatalogueUnavailable` when Google Books cannot be reached.
 */
export async function googleBooksByTitle(
  baseUrl: string,
  q: TitleSearch,
  signal?: AbortSignal,
): Promise<CatalogueRecord | null> {
  const terms = [`intitle:${q.title}`, ...(q.author ? [`inauthor:${q.author}`] : [])].join(' ');
  const items = await search(
    baseUrl,
    { q: terms, country: q.region, printType: 'books', maxResults: '10' },
    signal,
  );
  for (const item of items) {
    const record = toRecord(item);
    if (record?.isbn13) return record;
  }
  return null;
}
