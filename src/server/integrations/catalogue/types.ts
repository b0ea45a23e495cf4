/** What a catalogue provider answers about one book, before it is fitted to Hubshelf's genres. */
export interface CatalogueRecord {
  /** ISBN-13 when the record carries a valid ISBN (ISBN-10s are converted), else null */
  isbn13: string | null;
  title: string;
  /** authors joined with ", " ('' when the record names none) */
  author: string;
  description: string | null;
  /** the catalogue's category or subject names, most specific first as given */
  categories: string[];
  /** https cover link, or null */
  imageUrl: string | null;
}

/** A title/author search (find-isbn). `region` is a two-letter country code. */
export interface TitleSearch {
  title: string;
  author: string;
  region: string;
}
