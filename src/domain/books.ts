/**
 * Book rules shared by server and client (spec 000 §2 "Browse Books screen", §5 "Add book" and "ISBN",
 * §9): genre and condition lists, ISBN validation and normalisation, and the browse constants.
 */

/**
 * The 12 genres offered when adding a book (spec 000 §9): the first twelve browse genres, so every
 * listed book can be found with the genre filter; a stored book may carry any browse genre.
 */
export const BOOK_GENRES = [
  'Fiction',
  'Non-Fiction',
  'Mystery',
  'Romance',
  'Science Fiction',
  'Fantasy',
  'Biography',
  'History',
  'Self-Help',
  'Children',
  'Science',
  'Business',
] as const;

/** The 15 browse filter genres, "from Fiction through Art" (spec 000 §2, §9): the 12 add-book genres and three more. */
export const BROWSE_GENRES = [...BOOK_GENRES, 'Technology', 'Poetry', 'Art'] as const;

export type Genre = (typeof BROWSE_GENRES)[number];

/** Add-book conditions (spec 000 §9), best first. The stored condition is one of these. */
export const BOOK_CONDITIONS = ['Excellent', 'Very Good', 'Good', 'Fair', 'Poor'] as const;
export type BookCondition = (typeof BOOK_CONDITIONS)[number];

/** Browse filter conditions (spec 000 §2). */
export const FILTER_CONDITIONS = ['New', 'Like New', 'Good', 'Fair'] as const;
export type FilterCondition = (typeof FILTER_CONDITIONS)[number];

/**
 * Which stored conditions a browse condition value selects. The spec's filter list (New, Like New,
 * Good, Fair) differs from the add-book list (Excellent … Poor), so the filter's words map onto the
 * stored grades: New → Excellent, Like New → Very Good; the add-book words select themselves.
 */
const CONDITION_MATCHES: Record<FilterCondition | BookCondition, readonly BookCondition[]> = {
  New: ['Excellent'],
  'Like New': ['Very Good'],
  Excellent: ['Excellent'],
  'Very Good': ['Very Good'],
  Good: ['Good'],
  Fair: ['Fair'],
  Poor: ['Poor'],
};

/** Every condition word the browse filter accepts (filter list first, then the add-book grades). */
export const CONDITION_FILTER_VALUES = [...FILTER_CONDITIONS, 'Excellent', 'Very Good', 'Poor'] as const;
export type ConditionFilterValue = (typeof CONDITION_FILTER_VALUES)[number];

/** Stored conditions selected by the browse filter values `values` (duplicates removed). */
export function storedConditionsFor(values: readonly ConditionFilterValue[]): BookCondition[] {
  return [...new Set(values.flatMap((v) => CONDITION_MATCHES[v]))];
}

/** Browse sort options (spec 000 §2). */
export const BROWSE_SORTS = ['newest', 'oldest', 'price_low', 'price_high', 'rating', 'distance'] as const;
export type BrowseSort = (typeof BROWSE_SORTS)[number];

/** Browse availability filter values (spec 000 §4). */
export const AVAILABILITY_FILTERS = ['all', 'available', 'rented'] as const;
export type AvailabilityFilter = (typeof AVAILABILITY_FILTERS)[number];

/** Price slider range and step, rupees per day (spec 000 §2, §9). */
export const PRICE_FILTER = { min: 0, max: 100, step: 5 } as const;

/**
 * Book lifecycle: listed, sold (bought by another member), deleted (soft delete by the owner), hidden (taken
 * out of Browse by an administrator acting on a report, ADR 0050).
 */
export const BOOK_STATUSES = ['listed', 'sold', 'deleted', 'hidden'] as const;
export type BookStatus = (typeof BOOK_STATUSES)[number];

/** Review rating bounds (spec 000 §3, §5). */
export const RATING_MIN = 1;
export const RATING_MAX = 5;

// ---------------------------------------------------------------------------------------------------
// ISBN (spec 000 §5 "ISBN": digits only, 10 or 13 digits)
// ---------------------------------------------------------------------------------------------------

/** Validation messages for the ISBN field, word for word (spec 000 §5). */
export const ISBN_MESSAGES = {
  invalid: 'Please enter a valid ISBN (10 or 13 digits)',
  empty: 'Please enter an ISBN number',
} as const;

/** The ISBN with spaces and hyphens removed and a trailing `x` upper-cased (`0-306-40615-x` → `030640615X`). */
export function cleanIsbn(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

/**
 * True when the cleaned input has the length the client looks up automatically: 10 or 13 characters
 * of digits (an ISBN-10 may end in X). Check digits are not checked here (spec 000 §5).
 */
export function isIsbnLookupReady(input: string): boolean {
  return /^(\d{9}[\dX]|\d{13})$/.test(cleanIsbn(input));
}

/** ISBN-10 check character for the first nine digits: weights 10…2, mod 11, 10 → `X`. */
export function isbn10CheckDigit(first9: string): string {
  let sum = 0;
  for (let i = 0; i < 9; i += 1) sum += Number(first9[i]) * (10 - i);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'X' : String(check);
}

/** ISBN-13 (EAN-13) check digit for the first twelve digits: weights 1, 3, 1, 3 …, mod 10. */
export function isbn13CheckDigit(first12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return String((10 - (sum % 10)) % 10);
}

/** True for a valid ISBN-10 (nine digits then a digit or X, with a correct check character). */
export function isValidIsbn10(input: string): boolean {
  const s = cleanIsbn(input);
  return /^\d{9}[\dX]$/.test(s) && isbn10CheckDigit(s.slice(0, 9)) === s[9];
}

/** True for a valid ISBN-13 (13 digits starting 978 or 979, with a correct check digit). */
export function isValidIsbn13(input: string): boolean {
  const s = cleanIsbn(input);
  return /^97[89]\d{10}$/.test(s) && isbn13CheckDigit(s.slice(0, 12)) === s[12];
}

/** True when `input` (spaces and hyphens ignored) is a valid ISBN-10 or ISBN-13. */
export function isValidIsbn(input: string): boolean {
  return isValidIsbn10(input) || isValidIsbn13(input);
}

/**
 * The ISBN-13 form of a valid ISBN-10 or ISBN-13 (`0306406152` → `9780306406157`); null when `input`
 * is not a valid ISBN. Books are stored and looked up by this form.
 */
export function toIsbn13(input: string): string | null {
  const s = cleanIsbn(input);
  if (isValidIsbn13(s)) return s;
  if (!isValidIsbn10(s)) return null;
  const first12 = `978${s.slice(0, 9)}`;
  return first12 + isbn13CheckDigit(first12);
}

/** The ISBN-10 form of a valid 978-prefixed ISBN-13 (or of a valid ISBN-10); null otherwise (979 has none). */
export function toIsbn10(input: string): string | null {
  const s = cleanIsbn(input);
  if (isValidIsbn10(s)) return s;
  if (!isValidIsbn13(s) || !s.startsWith('978')) return null;
  const first9 = s.slice(3, 12);
  return first9 + isbn10CheckDigit(first9);
}

// ---------------------------------------------------------------------------------------------------
// Genres from catalogue categories
// ---------------------------------------------------------------------------------------------------

/** Keyword → genre, most specific first; matched case-insensitively against catalogue categories. */
const GENRE_KEYWORDS: readonly [RegExp, Genre][] = [
  [/science fiction|sci-fi|dystopi|space opera/i, 'Science Fiction'],
  [/fantasy|magic|dragons/i, 'Fantasy'],
  [/mystery|detective|crime|thriller|suspense/i, 'Mystery'],
  [/romance|love stor/i, 'Romance'],
  [/biograph|memoir|autobiograph/i, 'Biography'],
  [/histor/i, 'History'],
  [/self-help|self help|personal development|psychology|motivation/i, 'Self-Help'],
  [/business|economics|management|finance|entrepreneur/i, 'Business'],
  [/technolog|computer|programming|software|engineering/i, 'Technology'],
  [/juvenile|children|picture book/i, 'Children'],
  [/poetry|poems/i, 'Poetry'],
  [/\bart\b|arts|design|photograph|music|architecture/i, 'Art'],
  [
    /non[- ]?fiction|essays|reference|education|travel|health|cooking|philosoph|religio|spiritual/i,
    'Non-Fiction',
  ],
  [/fiction|novel|literature|classics/i, 'Fiction'],
  [/science|mathemat|physics|chemistry|biology|nature/i, 'Science'],
];

/**
 * The browse genre that best fits a catalogue's category/subject names (Google Books `categories`,
 * Open Library `subjects`), or null when none fits. Earlier categories win over later ones.
 */
export function genreFromCategories(categories: readonly string[]): Genre | null {
  for (const category of categories) {
    for (const [pattern, genre] of GENRE_KEYWORDS) if (pattern.test(category)) return genre;
  }
  return null;
}

/**
 * The add-book genre for a genre named by a shelf-photo reader (an AI provider or the catalogue), or
 * 'Fiction' when it names none of the 12 add-book genres (spec 000 §9 bulk defaults; ADR 0031).
 */
export function bulkGenre(named: string | null | undefined): (typeof BOOK_GENRES)[number] {
  if (!named) return 'Fiction';
  const exact = BOOK_GENRES.find((g) => g.toLowerCase() === named.trim().toLowerCase());
  if (exact) return exact;
  const fit = genreFromCategories([named]);
  return fit && (BOOK_GENRES as readonly string[]).includes(fit)
    ? (fit as (typeof BOOK_GENRES)[number])
    : 'Fiction';
}

/**
 * Whether a book can be bought: a selling price above 0 (spec 000 §5); the Buy option and button exist
 * only then. `sellingPrice` in rupees, or null when the book is not for sale.
 */
export function canBuy(book: { sellingPrice: number | null }): boolean {
  return book.sellingPrice !== null && book.sellingPrice > 0;
}
