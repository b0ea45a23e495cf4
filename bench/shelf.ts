/**
 * `npm run bench:shelf` (ADR 0049): the old shelf reader (tesseract.js + line matcher, ADR 0031) and the new
 * one (PaddleOCR worker pool + spine grouping + spine matcher) side by side on the four photos of
 * ../shared/data/bookshelf-photos, offline, with no AI key.
 *
 * Listed books (what the member's hubs hold): goodbooks-10k (10,000 distractors) plus the ground-truth
 * titles, in an in-memory PGlite with the pg_trgm GIN index; the new reader also has the offline catalogue
 * (the committed goodbooks-10k extract, loaded by `loadOfflineCatalogue` and queried by
 * `offlineCandidates`); the online catalogue is a closed local port. A second run of the new matcher over
 * the same reading lists nothing: what a new hub gets from the offline catalogue alone.
 *
 * Per photo: title recall (distinct non-partial ground-truth titles answered as a matched book), for the new
 * reader the suggestion recall (titles that a matched or 'check' suggestion's title reads as, by
 * `spineReadsAs`), for the old one the OCR-only recall, the precision of matched books on the two fully
 * annotated capjamesg photos, and the time per photo; then the peak RSS of a process that runs the new
 * reader alone (the bench's own process also holds PGlite and 20,000 titles).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import {
  mainTitle,
  normaliseTitle,
  searchWords,
  spineReadsAs,
  TITLE_MATCH_THRESHOLD,
  titleSimilarity,
} from '../src/domain/title-match';
import type { Db } from '../src/server/db/client';
import type { Candidate, MatchSources } from '../src/server/integrations/vision/matcher';
import { createOcrReader, type ShelfText } from '../src/server/integrations/vision/ocr';
import { suggestFromSpines } from '../src/server/integrations/vision/spine-suggestions';
import {
  inWordSearch,
  loadOfflineCatalogue,
  offlineCandidates,
  titleHasAWord,
  titleScore,
} from '../src/server/modules/books/offline-catalogue';
import { queryRows } from '../src/server/modules/books/read';
import { parseCsv, sourceBooks } from './data';
import { createTesseractReader, matchLines, matchTexts } from './old-shelf-reader';

const PHOTOS_DIR = fileURLToPath(new URL('../../shared/data/bookshelf-photos/', import.meta.url));
const FOLD_TITLE_MIGRATION = new URL('../migrations/0041_offline_catalogue.sql', import.meta.url);
const PHOTOS = [
  'capjamesg_IMG_1769.jpg',
  'capjamesg_IMG_1814_example.jpg',
  'llabres_one_shelf_example.jpg',
  'llabres_two_shelves_example.jpg',
];

interface Truth {
  photo: string;
  title: string;
  partial: boolean;
}

function readTruth(): Truth[] {
  const out: Truth[] = [];
  const cap = parseCsv(readFileSync(`${PHOTOS_DIR}ground_truth_capjamesg.csv`, 'utf8'));
  for (const [photo, , title, , visible] of cap.slice(1)) {
    if (!photo || !title || title.startsWith('(')) continue; // "(unreadable …)" rows name no title
    out.push({ photo, title, partial: visible === 'partial' });
  }
  const ll = parseCsv(readFileSync(`${PHOTOS_DIR}ground_truth_llabres.csv`, 'utf8'));
  for (const [photo, , , title] of ll.slice(1))
    if (photo && title) out.push({ photo, title, partial: false });
  return out;
}

/** Distinct non-partial titles of a photo (two copies once), by normalised form. */
function distinctTitles(truth: Truth[], photo: string): Truth[] {
  const seen = new Map<string, Truth>();
  for (const r of truth.filter((t) => t.photo === photo && !t.partial))
    if (!seen.has(normaliseTitle(r.title))) seen.set(normaliseTitle(r.title), r);
  return [...seen.values()];
}

/** A suggestion's title reads as the ground-truth title (whole, or its main part). */
const readsAs = (suggested: string, truth: string) =>
  [truth, mainTitle(truth)].some((t) => spineReadsAs(suggested, [suggested], t));

const same = (a: string, b: string) => normaliseTitle(a) === normaliseTitle(b);
const pct = (n: number, d: number) => (d === 0 ? 'n/a' : `${((100 * n) / d).toFixed(0)}% (${n}/${d})`);
const peakMb = () => (process.resourceUsage().maxRSS / 1024).toFixed(0);

async function listedDb(truth: Truth[]) {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  // fold_title, as the migration that brought the offline catalogue defines it
  const foldTitle = readFileSync(FOLD_TITLE_MIGRATION, 'utf8').split('--> statement-breakpoint')[0]!;
  await client.exec(`create extension if not exists pg_trgm; ${foldTitle};
    create table books (id serial primary key, title text not null, author text not null, genre text);
    create index books_title_trgm_idx on books using gin (lower(title) gin_trgm_ops);
    create index books_title_folded_trgm_idx on books using gin (fold_title(title) gin_trgm_ops);
    create table offline_catalogue (isbn13 text primary key, title text not null, author text not null,
      year integer, genre text not null, image_url text);
    create index offline_catalogue_title_folded_trgm_idx on offline_catalogue using gin (fold_title(title) gin_trgm_ops);`);
  const { books, real } = sourceBooks();
  const rows = [
    ...books.map((b) => ({ title: b.title, author: b.author })),
    ...truth.map((t) => ({ ...t, author: '' })),
  ];
  for (let i = 0; i < rows.length; i += 500) {
    const batch = rows.slice(i, i + 500);
    await client.query(`insert into books (title, author) select * from unnest($1::text[], $2::text[])`, [
      batch.map((r) => r.title),
      batch.map((r) => r.author),
    ]);
  }
  const db = drizzle(client) as unknown as Db;
  await loadOfflineCatalogue(db);
  return { client, db, listedCount: rows.length, real };
}

/** The new matcher's sources: the bench's listed books (the production query's ranking), the offline catalogue, no network. */
function newSources(client: PGlite, db: Db, withListed: boolean): MatchSources {
  const toCandidate = (r: { title: string; author: string }): Candidate => ({
    ...r,
    isbn: '',
    genre: 'Fiction',
    description: '',
    imageUrl: '',
    ownedByCaller: false,
  });
  return {
    async listed(text) {
      const words = searchWords(text);
      if (!withListed || words.length === 0) return [];
      // the production query (modules/books/shelf.ts) without the hub scoping: the bench lists no hubs
      const rows = await inWordSearch(db, (tx) =>
        queryRows<{ title: string; author: string }>(
          tx,
          sql`select title, author from books where ${titleHasAWord(sql`title`, words)}
              order by ${titleScore(sql`title`, words, text)} desc limit 20`,
        ),
      );
      return rows.map(toCandidate);
    },
    offline: async (text) =>
      (await offlineCandidates(db, text)).map((b) => ({ ...toCandidate(b), isbn: b.isbn13, genre: b.genre })),
    online: async () => null,
  };
}

async function benchNew(truth: Truth[], client: PGlite, db: Db) {
  console.log('── New reader: PaddleOCR v4 (ONNX Runtime, worker pool), spines, spine matcher ──');
  const ocr = createOcrReader();
  const totals = { title: 0, suggested: 0, n: 0, matched: 0, correct: 0, alone: 0 };
  for (const photo of PHOTOS) {
    const started = performance.now();
    const text: ShelfText = await ocr.read(readFileSync(`${PHOTOS_DIR}${photo}`));
    const readMs = performance.now() - started;
    const books = await suggestFromSpines(text, newSources(client, db, true));
    const ms = performance.now() - started;
    const alone = await suggestFromSpines(text, newSources(client, db, false));
    const whole = distinctTitles(truth, photo);
    const matched = books.filter((b) => b.status !== 'check');
    const titleHit = whole.filter((t) => matched.some((b) => same(b.title, t.title)));
    const suggested = whole.filter((t) =>
      books.some((b) => same(b.title, t.title) || readsAs(b.title, t.title)),
    );
    const aloneHit = whole.filter((t) => alone.some((b) => b.status !== 'check' && same(b.title, t.title)));
    totals.title += titleHit.length;
    totals.suggested += suggested.length;
    totals.alone += aloneHit.length;
    totals.n += whole.length;
    console.log(photo);
    console.log(`  title recall        ${pct(titleHit.length, whole.length)}`);
    console.log(`  suggestion recall   ${pct(suggested.length, whole.length)}`);
    if (photo.startsWith('capjamesg')) {
      const all = truth.filter((t) => t.photo === photo);
      const correct = matched.filter((b) => all.some((t) => same(b.title, t.title)));
      totals.matched += matched.length;
      totals.correct += correct.length;
      console.log(`  precision           ${pct(correct.length, matched.length)}`);
    }
    console.log(`  catalogue alone     ${pct(aloneHit.length, whole.length)} (nothing listed in the hubs)`);
    console.log(
      `  suggestions         ${books.length} (${matched.length} matched, ${books.length - matched.length} check)`,
    );
    console.log(
      `  time                ${(ms / 1000).toFixed(1)} s (reading ${(readMs / 1000).toFixed(1)} s)\n`,
    );
  }
  await ocr.close();
  console.log(
    `  all four photos: title recall ${pct(totals.title, totals.n)}, suggestion recall ${pct(totals.suggested, totals.n)},`,
  );
  console.log(
    `  precision (capjamesg) ${pct(totals.correct, totals.matched)}, catalogue alone ${pct(totals.alone, totals.n)}`,
  );
  console.log(`  peak RSS so far ${peakMb()} MB\n`);
}

async function benchOld(truth: Truth[], client: PGlite) {
  console.log('── Old reader: tesseract.js, line matcher (threshold ' + TITLE_MATCH_THRESHOLD + ') ──');
  const ocr = createTesseractReader();
  const candidates = async (text: string) => {
    await client.exec('set pg_trgm.similarity_threshold = 0.3');
    return (
      await client.query<{ title: string }>(`select title from books where lower(title) % $1 limit 8`, [text])
    ).rows;
  };
  const totals = { title: 0, n: 0 };
  for (const photo of PHOTOS) {
    const started = performance.now();
    const lines = await ocr.readLines(readFileSync(`${PHOTOS_DIR}${photo}`));
    const found = await matchLines(lines, candidates);
    const ms = performance.now() - started;
    const texts = matchTexts(lines);
    const whole = distinctTitles(truth, photo);
    const hit = whole.filter((t) => found.some((f) => same(f, t.title)));
    const ocrHit = whole.filter((t) =>
      texts.some((x) => titleSimilarity(x, t.title) >= TITLE_MATCH_THRESHOLD),
    );
    totals.title += hit.length;
    totals.n += whole.length;
    console.log(photo);
    console.log(`  title recall        ${pct(hit.length, whole.length)}`);
    console.log(`  OCR-only recall     ${pct(ocrHit.length, whole.length)}`);
    if (photo.startsWith('capjamesg')) {
      const all = truth.filter((t) => t.photo === photo);
      console.log(
        `  precision           ${pct(found.filter((f) => all.some((t) => same(f, t.title))).length, found.length)}`,
      );
    }
    console.log(`  time                ${(ms / 1000).toFixed(1)} s (${lines.length} OCR lines)\n`);
  }
  await ocr.close();
  console.log(
    `  all four photos: title recall ${pct(totals.title, totals.n)}; peak RSS so far ${peakMb()} MB\n`,
  );
}

/** `--reader-memory`: the new reader alone reads the four photos; prints its process's peak RSS (MB). */
async function readerMemory() {
  console.log(`baseline ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)}`);
  const ocr = createOcrReader();
  for (const photo of PHOTOS) await ocr.read(readFileSync(`${PHOTOS_DIR}${photo}`));
  await ocr.close();
  console.log(peakMb());
}

/** The peak RSS (MB) of a process that only reads the four photos with the new reader. */
function readerPeakMb(): string {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), '--reader-memory'],
    {
      encoding: 'utf8',
    },
  );
  if (run.status !== 0) return `not measured (${run.stderr.slice(0, 200)})`;
  const [baseline, peak] = run.stdout.trim().split('\n').slice(-2);
  return `${peak} MB (${baseline?.replace('baseline ', '')} MB before the first photo)`;
}

async function main() {
  const truth = readTruth();
  const { client, db, listedCount, real } = await listedDb(truth);
  console.log('Shelf benchmark: offline, no AI key, the old and the new reader on the same photos');
  console.log(
    `Machine: ${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GB; Node ${process.version}`,
  );
  console.log(
    `Listed books: ${listedCount} (${real ? 'goodbooks-10k' : 'made-up titles'} + ${truth.length} ground-truth rows)`,
  );
  console.log(`Peak RSS before reading: ${peakMb()} MB\n`);
  // the new reader first, so its peak RSS is not the old one's
  await benchNew(truth, client, db);
  if (!process.argv.includes('--new-only')) await benchOld(truth, client);
  await client.close();
  console.log(`Peak RSS of a process running the new reader alone over the four photos: ${readerPeakMb()}`);
}

if (process.argv.includes('--reader-memory')) await readerMemory();
else await main();
