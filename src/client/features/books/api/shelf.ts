/**
 * Smart adding calls (spec 000 §7 "Book creation"): `POST /api/books/analyze-bookshelf`,
 * `POST /api/books/find-isbn` (completion of each detected book) and `POST /api/books/bulk-add`.
 */
import { catalogueRoutes, type FindIsbnResponse } from '@/contract/catalogue';
import { shelfRoutes, type AnalyzeShelfResponse, type BulkAddBody } from '@/contract/shelf';
import { ApiError, call } from '@/client/lib/api';

export function analyzeShelf(image: string): Promise<AnalyzeShelfResponse> {
  return call(shelfRoutes.analyze, { body: { image } });
}

/** The catalogue's ISBN and details for a title, or null when none is found (or the lookup fails). */
export async function findIsbn(title: string, author: string): Promise<FindIsbnResponse | null> {
  try {
    return await call(catalogueRoutes.findIsbn, { body: { title, author, region: 'IN' } });
  } catch (err) {
    if (err instanceof ApiError) return null;
    throw err;
  }
}

export function bulkAdd(body: BulkAddBody): Promise<{ addedCount: number }> {
  return call(shelfRoutes.bulkAdd, { body });
}
