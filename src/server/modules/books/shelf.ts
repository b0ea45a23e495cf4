/**
 * Reading a bookshelf photo (spec 000 §7 "POST /api/books/analyze-bookshelf"; ADR 0031, ADR 0049): the
 * photo is decoded with sharp (auto-rotated, `limitInputPixels`) and scaled to a long side of 2048 px for
 * the AI providers; the offline reader's spines are matched to the books listed in the member's hubs, the
 * offline catalogue and the online title search (`matchSources`). The photo is not stored.
 */
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { MAX_SHELF_IMAGE_BYTES } from '@/contract/shelf';
import { genreFromCategories } from '@/domain/books';
import { searchWords } from '@/domain/title-match';
import type { Db } from '../../db/client';
import { lookupTitle, type CatalogueUrls } from '../../integrations/catalogue';
import type { Candidate, MatchSources, ShelfPhoto } from '../../integrations/vision';
import { localizedError } from '../../lib/http-error';
import { inWordSearch, offlineCandidates, titleHasAWord, titleScore } from './offline-catalogue';
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

/**
 * Books listed in the hubs of member `callerId`, or by the member, whose title may be printed in `text`
 * (a spine's words): titles holding one of its search words (`titleHasAWord`), ranked by `titleScore`,
 * at most 20, one per title and owner kind (the owner test is computed once in an inner query: DISTINCT
 * ON and ORDER BY must name the same expression, and two bind parameters are two expressions).
 * `ownedByCaller` marks the member's own listings (status 'listed' in the answer).
 */
async function listedCandidates(db: Db, callerId: number, text: string): Promise<Candidate[]> {
  const words = searchWords(text);
  if (words.length === 0) return [];
  return inWordSearch(db, (tx) =>
    queryRows<Candidate>(
      tx,
      sql`select title, author, isbn13 as isbn, genre, coalesce(description, '') as description,
                 coalesce(cover_image_url, image_url, '') as "imageUrl", "ownedByCaller"
            from (select distinct on (lower(o.title), o."ownedByCaller") o.*
                    from (select b.*, b.owner_id = ${callerId} as "ownedByCaller",
                                 ${titleScore(sql`b.title`, words, text)} as score
                            from books b
                           where b.status = 'listed' and (${titleHasAWord(sql`b.title`, words)})
                             and (b.owner_id = ${callerId} or exists (
                                   select 1 from book_hubs bh
                                     join hub_memberships m on m.hub_id = bh.hub_id and m.user_id = ${callerId} and m.is_active
                                     join hubs h on h.id = bh.hub_id and h.status = 'approved'
                                    where bh.book_id = b.id and bh.active))) o
                   order by lower(o.title), o."ownedByCaller", o.score desc) c
           order by score desc
           limit 20`,
    ),
  );
}

/**
 * Where the shelf reader finds real books for member `callerId` (ADR 0049), in this order: books listed
 * in the member's hubs or by the member, the offline catalogue, then the online title search behind
 * find-isbn (Google Books, Open Library; 3 s each), which answers null when unreachable.
 */
export function matchSources(db: Db, urls: CatalogueUrls, callerId: number): MatchSources {
  return {
    listed: (text) => listedCandidates(db, callerId, text),
    async offline(text) {
      const rows = await offlineCandidates(db, text);
      return rows.map((b) => ({
        title: b.title,
        author: b.author,
        isbn: b.isbn13,
        genre: b.genre,
        description: '',
        imageUrl: b.imageUrl ?? '',
        ownedByCaller: false,
      }));
    },
    async online(text) {
      const answer = await lookupTitle(urls, { title: text, author: '', region: 'IN' }).catch(() => null);
      const r = answer?.hit?.record;
      if (!r) return null;
      return {
        title: r.title,
        author: r.author,
        isbn: r.isbn13 ?? '',
        genre: genreFromCategories(r.categories) ?? 'Fiction',
        description: r.description ?? '',
        imageUrl: r.imageUrl ?? '',
        ownedByCaller: false,
      };
    },
  };
}
