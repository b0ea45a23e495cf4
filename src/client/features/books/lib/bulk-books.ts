/**
 * Books of the Bulk Book Upload review (spec 000 §3 "Bulk detected book", §5 "Bulk", §9 bulk defaults;
 * ADR 0031): a detected book with the defaults (daily fee 10.00, condition Good, genre Fiction), the
 * completion from find-isbn, and the check of a selected row against the add-book rules.
 */
import { createBookBody, type CreateBookBody } from '@/contract/books';
import type { FindIsbnResponse } from '@/contract/catalogue';
import type { ShelfBookAnswer, ShelfSuggestionStatus } from '@/contract/shelf';
import { BOOK_GENRES, bulkGenre } from '@/domain/books';

/** A row of the review: every field a string as typed, plus whether it is selected. */
export interface BulkBook {
  title: string;
  author: string;
  genre: string;
  description: string;
  /** rupees per day, as typed */
  dailyFee: string;
  /** rupees, as typed; empty for not for sale */
  sellingPrice: string;
  condition: string;
  selected: boolean;
  isbn: string;
  imageUrl: string;
  /** matched, check (to be corrected) or listed (the member already lists it) */
  status: ShelfSuggestionStatus;
  /** the text read on the spine, '' when none */
  readText: string;
  /** a JPEG data URL of the spine, or null */
  crop: string | null;
}

export type BulkField =
  | 'title'
  | 'author'
  | 'isbn'
  | 'genre'
  | 'condition'
  | 'dailyFee'
  | 'sellingPrice'
  | 'description'
  | 'imageUrl';

/** Spec 000 §9: dailyFee 10.00, condition Good, genre Fiction. */
export const BULK_DEFAULTS = { dailyFee: '10.00', condition: 'Good', genre: 'Fiction' } as const;

/** A detected book as a review row, selected, with the defaults. */
export function toBulkBook(found: ShelfBookAnswer): BulkBook {
  return {
    title: found.title,
    author: found.author,
    genre: (BOOK_GENRES as readonly string[]).includes(found.genre) ? found.genre : BULK_DEFAULTS.genre,
    description: found.description,
    dailyFee: BULK_DEFAULTS.dailyFee,
    sellingPrice: '',
    condition: BULK_DEFAULTS.condition,
    selected: found.status !== 'listed',
    isbn: found.isbn,
    imageUrl: found.imageUrl,
    status: found.status,
    readText: found.readText,
    crop: found.crop,
  };
}

/**
 * Whether the row is completed with find-isbn (ADR 0049): a matched book without an ISBN (an AI
 * provider's answer). A row matched in a catalogue has its ISBN; a 'check' row holds what was read, which
 * the member corrects, and a 'listed' one is already on Hubshelf.
 */
export function needsIsbnLookup(book: BulkBook): boolean {
  return book.status === 'matched' && book.isbn === '';
}

/** The row completed by find-isbn: the ISBN and cover, and genre/description only where empty or default. */
export function completeBulkBook(book: BulkBook, found: FindIsbnResponse | null): BulkBook {
  if (!found) return book;
  return {
    ...book,
    isbn: book.isbn || found.isbn,
    imageUrl: book.imageUrl || (found.imageUrl ?? ''),
    genre: book.genre === BULK_DEFAULTS.genre && found.genre ? bulkGenre(found.genre) : book.genre,
    description: book.description || (found.description ?? ''),
  };
}

/** The add-book fields of a row, as typed (a bulk row, or an import row of ADR 0051). */
export type BookFieldValues = Pick<BulkBook, BulkField>;

/** The body `POST /api/books` would get for the row. */
export function toBookBody(book: BookFieldValues): CreateBookBody {
  return {
    title: book.title,
    author: book.author,
    isbn: book.isbn,
    genre: book.genre as CreateBookBody['genre'],
    description: book.description,
    imageUrl: book.imageUrl,
    condition: book.condition as CreateBookBody['condition'],
    dailyFee: book.dailyFee as unknown as number,
    sellingPrice: book.sellingPrice as unknown as number,
  };
}

/** The add-book rule messages a row breaks, by field; empty when it may be uploaded. */
export function rowErrors(book: BookFieldValues): Partial<Record<BulkField, string>> {
  const parsed = createBookBody.safeParse(toBookBody(book));
  if (parsed.success) return {};
  const out: Partial<Record<BulkField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as BulkField;
    out[field] ??= issue.message;
  }
  return out;
}
