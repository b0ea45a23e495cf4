/**
 * Open Library provider (spec 000 §7 "two external public book-metadata lookups"):
 * `GET {OPEN_LIBRARY_URL}/api/books?bibkeys=ISBN:{isbn13}&format=json&jscmd=data` for an ISBN (an empty
 * object means no match) and `GET {OPEN_LIBRARY_URL}/search.json?title=…&author=…` for find-isbn.
 * Covers: `https://covers.openlibrary.org/b/id/{cover_i}-M.jpg`.
 */
import { z } from 'zod';
import { toIsbn13 } from '@/domain/books';
import { fetchCatalogueJson, httpsLink } from './http';
import type { CatalogueRecord, TitleSearch } from './types';

const PROVIDER = 'Open Library';

const named = z.object({ name: z.string() });
const edition = z.object({
  title: z.string(),
  subtitle: z.string().optional(),
  authors: z.array(named).optional(),
  subjects: z.array(named).optional(),
  notes: z.union([z.string(), z.object({ value: z.string() })]).optional(),
  cover: z
    .object({ small: z.string().optional(), medium: z.string().optional(), large: z.string().optional() })
    .optional(),
});

const searchDoc = z.object({
  title: z.string().optional(),
  author_name: z.array(z.string()).optional(),
  isbn: z.array(z.string()).optional(),
  cover_i: z.number().optional(),
  subject: z.array(z.string()).optional(),
});
const searchResult = z.object({ docs: z.array(searchDoc).optional() });

/**
 * The edition with ISBN-13 `isbn13`, or null when Open Library has none. Throws `CatalogueUnavailable`
 * when Open Library cannot be reached.
 */
export async function openLibraryByIsbn(
  baseUrl: string,
  isbn13: string,
  signal?: AbortSignal,
): Promise<CatalogueRecord | null> {
  const key = `ISBN:${isbn13}`;
  const params = new URLSearchParams({ bibkeys: key, format: 'json', jscmd: 'data' });
  const body = await fetchCatalogueJson(PROVIDER, `${baseUrl}/api/books?${params}`, signal);
  const parsed = edition.safeParse((body as Record<string, unknown> | null)?.[key]);
  if (!parsed.success) return null;
  const e = parsed.data;
  const notes = typeof e.notes === 'string' ? e.notes : e.notes?.value;
  return {
    isbn13,
    title: e.subtitle ? `${e.title}: ${e.subtitle}` : e.title,
    author: (e.authors ?? []).map((a) => a.name).join(', '),
    description: notes?.trim() || null,
    categories: (e.subjects ?? []).map((s) => s.name),
    imageUrl: httpsLink(e.cover?.medium ?? e.cover?.large ?? e.cover?.small),
  };
}

/**
 * The first search result for the title (and author) that carries a valid ISBN (ISBN-13 preferred), or
 * null. Throws `CatalogueUnavailable` when Open Library cannot be reached.
 */
export async function openLibraryByTitle(
  baseUrl: string,
  q: TitleSearch,
  signal?: AbortSignal,
): Promise<CatalogueRecord | null> {
  const params = new URLSearchParams({
    title: q.title,
    limit: '10',
    fields: 'title,author_name,isbn,cover_i,subject',
  });
  if (q.author) params.set('author', q.author);
  const parsed = searchResult.safeParse(
    await fetchCatalogueJson(PROVIDER, `${baseUrl}/search.json?${params}`, signal),
  );
  for (const doc of parsed.success ? (parsed.data.docs ?? []) : []) {
    const isbns = doc.isbn ?? [];
    const best = isbns.find((i) => i.length === 13 && toIsbn13(i)) ?? isbns.find((i) => toIsbn13(i));
    if (!best || !doc.title) continue;
    return {
      isbn13: toIsbn13(best),
      title: doc.title,
      author: (doc.author_name ?? []).join(', '),
      description: null,
      categories: doc.subject ?? [],
      imageUrl: doc.cover_i ? `https://covers.openlibrary.org/b/id/${doc.cover_i}-M.jpg` : null,
    };
  }
  return null;
}
