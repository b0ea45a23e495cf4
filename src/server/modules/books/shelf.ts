/**
 * Reading a bookshelf photo (spec 000 §7 "POST /api/books/analyze-bookshelf"; ADR 0031): the photo is
 * decoded with sharp (auto-rotated, `limitInputPixels`) and scaled to a long side of 2048 px for the AI
 * providers; the OCR fallback matches its lines to the books already listed (pg_trgm) and to the
 * catalogue title search. The photo is not stored.
 */
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { MAX_SHELF_IMAGE_BYTES } from '@/contract/shelf';
import { genreFromCategories } from '@/domain/books';
import type { Db } from '../../db/client';
import { lookupTitle, type CatalogueUrls } from '../../integrations/catalogue';
import type { Candidate, MatchSources, ShelfPhoto } from '../../integrations/vision';
import { localizedError } from '../../lib/http-error';
import { queryRows } from './read';

/** Long side (px) of the photo sent to AI providers. */
export const PROVIDER_LONG_SIDE = 2048;

/** Largest photo sharp may decode (pixels): 100 megapixels. */
export const MAX_INPUT_PIXELS = 100_000_000;

export interface PreparedPhoto {
  /** JPEG, long side at most 2048 px, for the providers */
  forProviders: ShelfPhoto;
  /** the decoded upload, for the OCR */
  original: Buffer;
}

/**
 * The photo of `image` (base64, `data:` prefix allowed), ready for reading. 413 'Image must be at most
 * 10 MB' beyond 10 MB decoded; 400 'Please select a valid image file' when sharp cannot decode it.
 */
export async function preparePhoto(image: string): Promise<PreparedPhoto> {
  const base64 = image.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw localizedError(400, 'books:shelf.invalidImage');
  const original = Buffer.from(base64, 'base64');
  if (original.length > MAX_SHELF_IMAGE_BYTES) throw localizedError(413, 'books:shelf.imageTooLarge');
  try {
    const jpeg = await sharp(original, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(PROVIDER_LONG_SIDE, PROVIDER_LONG_SIDE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85 })
      .toBuffer();
    return { forProviders: { base64: jpeg.toString('base64'), mimeType: 'image/jpeg' }, original };
  } catch {
    throw localizedError(400, 'books:shelf.invalidImage');
  }
}

/** Listed books whose lower-cased title is trigram-similar to `text` (the GIN index answers `%`). */
async function listedNear(db: Db, text: string): Promise<Candidate[]> {
  return queryRows<Candidate>(
    db,
    sql`select distinct on (lower(title)) title, author, genre, description,
               similarity(lower(title), ${text}) as score
          from books
         where status = 'listed' and lower(title) % ${text}
         order by lower(title), score desc
         limit 8`,
  );
}

/** Where the OCR matcher finds real books: listed ones, then the catalogue title search. */
export function matchSources(db: Db, urls: CatalogueUrls): MatchSources {
  return {
    listed: (text) => listedNear(db, text),
    async catalogue(text) {
      const answer = await lookupTitle(urls, { title: text, author: '', region: 'IN' });
      const r = answer.hit?.record;
      return r
        ? {
            title: r.title,
            author: r.author,
            genre: genreFromCategories(r.categories),
            description: r.description,
          }
        : null;
    },
  };
}
