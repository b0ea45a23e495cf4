/**
 * From what the offline reader found on a photo to the suggestions of the answer (ADR 0049): the boxes of
 * each turn are grouped into spines (`groupSpines`), the spines matched (`matchSpines`, then
 * `matchOnline` for the rest), and every spine becomes a suggestion: `matched` (or `listed` when the
 * member already lists the book) with the book's details, or `check` with what was read, when it is worth
 * checking (`worthChecking`). A book found twice is answered once; an unmatched spine that lies where a
 * matched one was read (the same spine at another turn) is left out. Each suggestion carries a JPEG crop
 * of its spine, turned to read left to right, at most CROP_LONG_SIDE px.
 */
import sharp from 'sharp';
import { bulkGenre } from '@/domain/books';
import {
  groupSpines,
  overlapShare,
  readableCase,
  uprightRect,
  worthChecking,
  type Rect,
  type Spine,
} from '@/domain/spines';
import { normaliseTitle } from '@/domain/title-match';
import { matchOnline, matchSpines, type MatchSources, type SpineMatch } from './matcher';
import type { ShelfText, Turn } from './ocr';
import type { ShelfSuggestion } from './types';

/** Long side (px) of a spine crop. */
export const CROP_LONG_SIDE = 200;

/** An unmatched spine this much inside a matched one's place is the same spine read at another turn. */
const SAME_PLACE = 0.5;

/** Progress of the matching: `done` of `total` spines. */
export type MatchProgress = (done: number, total: number) => void;

interface PlacedSpine extends Spine {
  angle: Turn;
  /** where the spine is in the upright photo */
  place: Rect;
}

function placeSpines(text: ShelfText): PlacedSpine[][] {
  return text.readings.map(({ angle, boxes }) =>
    groupSpines(boxes).map((s) => ({
      ...s,
      angle,
      place: uprightRect(s.bounds, angle, text.width, text.height),
    })),
  );
}

/** The matches worth answering: each book once, and unmatched spines worth checking that no other covers. */
function keep(matches: SpineMatch<PlacedSpine>[]): SpineMatch<PlacedSpine>[] {
  const books = new Set<string>();
  const matched: SpineMatch<PlacedSpine>[] = [];
  for (const m of matches) {
    if (!m.book) continue;
    const key = m.book.isbn || normaliseTitle(m.book.title);
    if (books.has(key)) continue;
    books.add(key);
    matched.push(m);
  }
  const checks: SpineMatch<PlacedSpine>[] = [];
  const unmatched = matches
    .filter((m) => !m.book && worthChecking(m.spine))
    .sort((a, b) => b.spine.confidence - a.spine.confidence);
  for (const m of unmatched) {
    const taken = [...matched, ...checks].some(
      (k) => overlapShare(k.spine.place, m.spine.place) >= SAME_PLACE,
    );
    if (!taken) checks.push(m);
  }
  return [...matched, ...checks].sort((a, b) => a.spine.place.left - b.spine.place.left);
}

/** The crop of `spine`, a JPEG data URL, or null when it cannot be cut. */
async function cropOf(turned: Map<Turn, Promise<Buffer>>, spine: PlacedSpine): Promise<string | null> {
  try {
    const image = await turned.get(spine.angle)!;
    const { width = 0, height = 0 } = await sharp(image).metadata();
    const pad = Math.round(spine.bounds.height * 0.15);
    const left = Math.max(0, Math.floor(spine.bounds.left - pad));
    const top = Math.max(0, Math.floor(spine.bounds.top - pad));
    const region = {
      left,
      top,
      width: Math.min(width - left, Math.ceil(spine.bounds.width + 2 * pad)),
      height: Math.min(height - top, Math.ceil(spine.bounds.height + 2 * pad)),
    };
    if (region.width < 2 || region.height < 2) return null;
    const jpeg = await sharp(image)
      .extract(region)
      .resize(CROP_LONG_SIDE, CROP_LONG_SIDE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 70 })
      .toBuffer();
    return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
  } catch {
    return null;
  }
}

function toSuggestion(m: SpineMatch<PlacedSpine>, crop: string | null): ShelfSuggestion {
  const readText = m.spine.text;
  if (!m.book)
    return {
      title: readableCase(m.spine.title || m.spine.text),
      author: readableCase(m.spine.author),
      genre: 'Fiction',
      description: '',
      isbn: '',
      imageUrl: '',
      status: 'check',
      readText,
      crop,
    };
  const b = m.book;
  return {
    title: b.title,
    author: b.author,
    genre: bulkGenre(b.genre),
    description: b.description,
    isbn: b.isbn,
    imageUrl: b.imageUrl,
    status: b.ownedByCaller ? 'listed' : 'matched',
    readText,
    crop,
  };
}

/** The suggestions for what the reader found on a photo, calling `onProgress` after each spine. */
export async function suggestFromSpines(
  text: ShelfText,
  sources: MatchSources,
  onProgress: MatchProgress = () => {},
): Promise<ShelfSuggestion[]> {
  const readings = placeSpines(text);
  const total = readings.reduce((n, spines) => n + spines.length, 0);
  let done = 0;
  onProgress(0, total);
  const matches: SpineMatch<PlacedSpine>[] = [];
  for (const spines of readings) {
    for (const group of await matchSpines(spines, sources, () => onProgress(++done, total)))
      matches.push(...group);
  }
  await matchOnline(
    matches.filter((m) => !m.book && worthChecking(m.spine)),
    sources,
  );
  const kept = keep(matches);
  const turned = new Map<Turn, Promise<Buffer>>();
  for (const { angle } of text.readings) turned.set(angle, sharp(text.upright).rotate(angle).toBuffer());
  const crops = await Promise.all(kept.map((m) => cropOf(turned, m.spine)));
  return kept.map((m, i) => toSuggestion(m, crops[i]!));
}
