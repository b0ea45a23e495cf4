/**
 * `npm run bench:shelf` (ADR 0031): the offline shelf reader on the four photos of
 * ../shared/data/bookshelf-photos. The listed books are goodbooks-10k (10,000 distractors) plus the
 * ground-truth titles, in an in-memory PGlite with the pg_trgm GIN index, queried by the production
 * matcher (`matchSources`); the catalogue is offline (a closed local port), so only listed books match.
 *
 * Per photo it prints: title recall against the ground truth (distinct non-empty titles, two copies
 * counted once; rows marked partial reported apart), OCR-only recall (some OCR line or pair of lines
 * reaches the match threshold with the title), precision on the two fully annotated capjamesg photos,
 * and the time per photo, with the machine it ran on.
 */
import { readFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { normaliseTitle, TITLE_MATCH_THRESHOLD, titleSimilarity } from '../src/domain/title-match';
import type { Db } from '../src/server/db/client';
import { createOcrReader } from '../src/server/integrations/vision/ocr';
import { matchLines, matchTexts } from '../src/server/integrations/vision/matcher';
import { matchSources } from '../src/server/modules/books/shelf';
import { parseCsv, sourceBooks } from './data';

const PHOTOS_DIR = fileURLToPath(new URL('../../shared/data/bookshelf-photos/', import.meta.url));

interface Truth {
  photo: string;
  title: string;
  author: string;
  partial: boolean;
}

function readTruth(): Truth[] {
  const out: Truth[] = [];
  const cap = parseCsv(readFileSync(`${PHOTOS_DIR}ground_truth_capjamesg.csv`, 'utf8'));
  for (const [photo, , title, author, visible] of cap.slice(1)) {
    if (!photo || !title || title.startsWith('(')) continue; // "(unreadable …)" rows name no title
    out.push({ photo, title, author: author ?? '', partial: visible === 'partial' });
  }
  const ll = parseCsv(readFileSync(`${PHOTOS_DIR}ground_truth_llabres.csv`, 'utf8'));
  for (const [photo, , , title, author] of ll.slice(1)) {
    if (!photo || !title) continue;
    out.push({ photo, title, author: author ?? '', partial: false });
  }
  return out;
}

/** Distinct titles (two copies once), by normalised form. */
function distinct(rows: Truth[]): Truth[] {
  const seen = new Map<string, Truth>();
  for (const r of rows) if (!seen.has(normaliseTitle(r.title))) seen.set(normaliseTitle(r.title), r);
  return [...seen.values()];
}

const pct = (n: number, d: number) => (d === 0 ? 'n/a' : `${((100 * n) / d).toFixed(0)}% (${n}/${d})`);

async function main() {
  const truth = readTruth();
  const client = await PGlite.create({ extensions: { pg_trgm } });
  await client.exec(`create extension if not exists pg_trgm;
    create table books (id serial primary key, title text not null, author text not null,
      genre text, description text, status text not null default 'listed');
    create index books_title_trgm_idx on books using gin (lower(title) gin_trgm_ops);`);
  const { books: goodbooks, real } = sourceBooks();
  const rows = [...goodbooks.map((b) => ({ title: b.title, author: b.author })), ...truth];
  for (let i = 0; i < rows.length; i += 500) {
    const batch = rows.slice(i, i + 500);
    await client.query(
      `insert into books (title, author, genre) select * from unnest($1::text[], $2::text[], $3::text[])`,
      [batch.map((r) => r.title), batch.map((r) => r.author), batch.map(() => 'Fiction')],
    );
  }
  const db = drizzle(client) as unknown as Db;
  const sources = matchSources(db, {
    googleBooksUrl: 'http://127.0.0.1:9/g',
    openLibraryUrl: 'http://127.0.0.1:9/o',
  });
  const ocr = createOcrReader();

  console.log(`Shelf benchmark: offline OCR path, threshold ${TITLE_MATCH_THRESHOLD}`);
  console.log(
    `Machine: ${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GB; Node ${process.version}`,
  );
  console.log(
    `Listed books: ${rows.length} (${real ? 'goodbooks-10k' : 'made-up titles'} + ${truth.length} ground-truth rows)\n`,
  );

  const photos = [
    'capjamesg_IMG_1769.jpg',
    'capjamesg_IMG_1814_example.jpg',
    'llabres_one_shelf_example.jpg',
    'llabres_two_shelves_example.jpg',
  ];
  for (const photo of photos) {
    const started = performance.now();
    const lines = await ocr.readLines(readFileSync(`${PHOTOS_DIR}${photo}`));
    const found = await matchLines(lines, sources);
    const ms = performance.now() - started;
    const texts = matchTexts(lines);
    const mine = truth.filter((t) => t.photo === photo);
    const whole = distinct(mine.filter((t) => !t.partial));
    const partial = distinct(mine.filter((t) => t.partial));
    const foundKeys = new Set(found.map((b) => normaliseTitle(b.title)));
    const hit = (t: Truth) => foundKeys.has(normaliseTitle(t.title));
    const ocrHit = (t: Truth) => texts.some((x) => titleSimilarity(x, t.title) >= TITLE_MATCH_THRESHOLD);
    console.log(`${photo}`);
    console.log(`  title recall      ${pct(whole.filter(hit).length, whole.length)}`);
    if (partial.length) console.log(`  partial rows      ${pct(partial.filter(hit).length, partial.length)}`);
    console.log(`  OCR-only recall   ${pct(whole.filter(ocrHit).length, whole.length)}`);
    if (photo.startsWith('capjamesg')) {
      const all = new Set(mine.map((t) => normaliseTitle(t.title)));
      console.log(
        `  precision         ${pct(found.filter((b) => all.has(normaliseTitle(b.title))).length, found.length)}`,
      );
    } else
      console.log(
        `  books answered    ${found.length} (precision not measured: ${photo.includes('two') ? 'top shelf unannotated' : 'see capjamesg'})`,
      );
    console.log(`  time              ${(ms / 1000).toFixed(1)} s (${lines.length} OCR lines)\n`);
  }
  await ocr.close();
  await client.close();
}

await main();
