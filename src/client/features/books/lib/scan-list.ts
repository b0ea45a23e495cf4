/**
 * The running list of 'Scan many' in the Scan Barcode dialog (spec 000 §2 "Scan Barcode dialog", "Bulk
 * Book Upload flow"; docs/decisions/0031-barcode-and-shelf-recognition.md): each read ISBN-13 joins the
 * list once and is looked up; a code that is not a valid ISBN, or is already in the list, is reported and
 * not added; a book the member already lists or that no catalogue knows stays in the list, flagged. The
 * list becomes review rows of the Bulk Book Upload (`BulkBook`): 'matched' for a catalogue hit, 'check'
 * (ISBN filled, title empty) for an unknown one, 'listed' (unticked) for one the member already lists.
 * Pure: no React, no I/O.
 */
import type { CatalogueBook } from '@/contract/catalogue';
import { isbnFromBarcode } from '@/domain/barcode';
import { bulkGenre, toIsbn13 } from '@/domain/books';
import { BULK_DEFAULTS, type BulkBook } from './bulk-books';

/** Time (ms) within which the live camera seeing the same code again is the same read, not a new one. */
export const REPEAT_WINDOW_MS = 2000;

/** Vibration (ms) on each read added to the list, where the browser allows it. */
export const ADDED_VIBRATION_MS = 60;

/** Where a listed ISBN's lookup stands: in flight, a catalogue hit, no catalogue knows it, or it failed. */
export type ScanLookup = 'pending' | 'found' | 'unknown' | 'failed';

/** One book of the list: its ISBN-13 and what the catalogue lookup answered (`book` when found). */
export interface ScannedBook {
  isbn: string;
  lookup: ScanLookup;
  book: CatalogueBook | null;
}

/** What a read did to the list: added the ISBN, found it there already, or refused a code that is no ISBN. */
export type ScanRead =
  { kind: 'added'; isbn: string } | { kind: 'duplicate'; isbn: string } | { kind: 'invalid'; code: string };

/** How a list row shows: looking up, a catalogue hit, one to check at review, or already listed. */
export type ScannedStatus = 'pending' | 'matched' | 'check' | 'listed';

/**
 * The ISBN-13 of a decoded barcode text (`isbnFromBarcode`: 13 digits, 978/979, right check digit) or of
 * a typed ISBN-10/13 (spaces and hyphens ignored); null when it is neither.
 */
export function readIsbn(text: string): string | null {
  return isbnFromBarcode(text) ?? toIsbn13(text.trim());
}

/**
 * Adds the code `text` to `list`: a valid ISBN not yet there joins the end with its lookup pending;
 * an ISBN already there, or a code that is no valid ISBN (wrong check digit, not 978/979), leaves the
 * list as it is. Returns the new list and what happened.
 */
export function addRead(list: readonly ScannedBook[], text: string): { list: ScannedBook[]; read: ScanRead } {
  const isbn = readIsbn(text);
  if (!isbn) return { list: [...list], read: { kind: 'invalid', code: text.trim() } };
  if (list.some((b) => b.isbn === isbn)) return { list: [...list], read: { kind: 'duplicate', isbn } };
  return { list: [...list, { isbn, lookup: 'pending', book: null }], read: { kind: 'added', isbn } };
}

/** `list` with the lookup of `isbn` answered: the record, null (no catalogue knows it) or 'failed'. */
export function settleLookup(
  list: readonly ScannedBook[],
  isbn: string,
  answer: CatalogueBook | null | 'failed',
): ScannedBook[] {
  return list.map((b) => {
    if (b.isbn !== isbn) return b;
    if (answer === 'failed') return { ...b, lookup: 'failed' };
    return answer ? { ...b, lookup: 'found', book: answer } : { ...b, lookup: 'unknown' };
  });
}

/** `list` without `isbn`. */
export function removeScanned(list: readonly ScannedBook[], isbn: string): ScannedBook[] {
  return list.filter((b) => b.isbn !== isbn);
}

/** The ISBN-13s of the member's own books (those without a valid ISBN are left out). */
export function ownIsbns(books: readonly { isbn: string }[]): Set<string> {
  const out = new Set<string>();
  for (const b of books) {
    const isbn = toIsbn13(b.isbn);
    if (isbn) out.add(isbn);
  }
  return out;
}

/** How `entry` shows: 'listed' when the member lists it already, else by its lookup. */
export function scannedStatus(entry: ScannedBook, own: ReadonlySet<string>): ScannedStatus {
  if (own.has(entry.isbn)) return 'listed';
  if (entry.lookup === 'pending') return 'pending';
  return entry.lookup === 'found' ? 'matched' : 'check';
}

/**
 * Whether the live camera's `isbn`, read at `now` (ms), repeats a read of the same ISBN less than
 * REPEAT_WINDOW_MS before; the time is recorded in `seen` either way, so a code held in front of the
 * camera stays one read.
 */
export function isRepeat(seen: Map<string, number>, isbn: string, now: number): boolean {
  const last = seen.get(isbn);
  seen.set(isbn, now);
  return last !== undefined && now - last < REPEAT_WINDOW_MS;
}

/**
 * The list as Bulk Book Upload review rows (spec 000 §9 bulk defaults): a catalogue hit fills title,
 * author, ISBN, cover, genre (`bulkGenre`) and description; an unknown ISBN is a 'check' row with only
 * the ISBN; a book the member already lists is 'listed' and unticked. Rows still looking up count as unknown.
 */
export function toReviewBooks(list: readonly ScannedBook[], own: ReadonlySet<string>): BulkBook[] {
  return list.map((entry) => {
    const found = entry.lookup === 'found' ? entry.book : null;
    const listed = own.has(entry.isbn);
    return {
      title: found?.title ?? '',
      author: found?.author ?? '',
      genre: found ? bulkGenre(found.genre) : BULK_DEFAULTS.genre,
      description: found?.description ?? '',
      dailyFee: BULK_DEFAULTS.dailyFee,
      sellingPrice: '',
      condition: BULK_DEFAULTS.condition,
      selected: !listed,
      isbn: entry.isbn,
      imageUrl: found?.imageUrl ?? '',
      status: listed ? 'listed' : found ? 'matched' : 'check',
      readText: '',
      crop: null,
    };
  });
}
