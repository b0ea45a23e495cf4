/**
 * `npx tsx scripts/offline-catalogue.ts`: writes the offline catalogue (ADR 0049) from goodbooks-10k in
 * ../shared/data/goodbooks-10k (CC BY-SA 4.0): `src/server/modules/books/offline-books/goodbooks-10k.tsv`, one book a
 * line (ISBN-13, title, authors, year, genre, cover URL), ISBN-13s unique, tabs and newlines removed.
 * Titles, ISBNs, years and genres are fitted as the benchmark's data does (`bench/data.ts`).
 */
import { writeFileSync } from 'node:fs';
import { sourceBooks } from '../bench/data';

const OUT = new URL('../src/server/modules/books/offline-books/goodbooks-10k.tsv', import.meta.url);

const { books, real } = sourceBooks();
if (!real) throw new Error('../shared/data/goodbooks-10k/books.csv is needed');
const seen = new Set<string>();
const clean = (s: string) => s.replace(/[\t\r\n]+/g, ' ').trim();
const lines = ['isbn13\ttitle\tauthor\tyear\tgenre\timage_url'];
for (const b of books) {
  // made-up 979 ISBNs stand in for missing ones in the benchmark; the catalogue keeps real ones only
  if (seen.has(b.isbn13) || b.isbn13.startsWith('979100')) continue;
  seen.add(b.isbn13);
  lines.push([b.isbn13, clean(b.title), clean(b.author), b.year ?? '', b.genre, b.imageUrl ?? ''].join('\t'));
}
writeFileSync(OUT, `${lines.join('\n')}\n`);
console.log(`${lines.length - 1} books → ${OUT.pathname}`);
