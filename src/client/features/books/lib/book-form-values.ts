/**
 * The Add Book / Edit Book form's values (spec 000 §5 "Add book"): every input as the text the member
 * typed; the contract's `createBookBody` turns them into the request (numbers, nulls) with the spec's
 * messages. One cover field fills both `coverImageUrl` and `imageUrl`.
 */
import type { Book, CreateBookBody, CreateBookInput } from '@/contract/books';

export interface BookFormValues {
  title: string;
  author: string;
  isbn: string;
  genre: string;
  condition: string;
  /** rupees per day, as typed */
  dailyFee: string;
  /** rupees, as typed; empty for not for sale */
  sellingPrice: string;
  description: string;
  coverImageUrl: string;
}

export const EMPTY_BOOK_FORM: BookFormValues = {
  title: '',
  author: '',
  isbn: '',
  genre: '',
  condition: '',
  dailyFee: '',
  sellingPrice: '',
  description: '',
  coverImageUrl: '',
};

/** The form's starting values for editing `book`. */
export function bookToFormValues(book: Book): BookFormValues {
  return {
    title: book.title,
    author: book.author,
    isbn: book.isbn,
    genre: book.genre,
    condition: book.condition,
    dailyFee: String(book.dailyFee),
    sellingPrice: book.sellingPrice === null ? '' : String(book.sellingPrice),
    description: book.description ?? '',
    coverImageUrl: book.coverImageUrl ?? book.imageUrl ?? '',
  };
}

/** The POST / PATCH body for validated form output: the cover link is sent as both image fields. */
export function toBookBody(values: CreateBookInput): CreateBookBody {
  const cover = values.coverImageUrl ?? null;
  return { ...values, coverImageUrl: cover, imageUrl: cover };
}
