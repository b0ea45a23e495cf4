/**
 * `npm run test:relevance` (docs/decisions/0011-search-design.md): how well search finds the demo
 * catalogue as a member sees it. On an in-memory PGlite database with the demo data, for the demo
 * member who sees the most books, and for every title that member can browse:
 * - exact: the title as typed → a book with that title is first;
 * - typo (longest word): the title with its longest word missing its middle letter → in the top 3;
 * - typo (common word): the title with its word most used across the visible titles (2+ letters)
 *   missing its middle letter → in the top 3;
 * - surname: each author's last name → one of their books in the top 3.
 * A hit is any book of that title (copies are the same book to a member). Titles made mostly of stop
 * words ('It', 'Me Before You') are included like any other. Prints the figures and the misses, and
 * exits 1 below the targets (exact ≥ 99 %, typo ≥ 95 %, surname ≥ 95 %).
 */
import { TestClock } from '../src/server/lib/clock';
import { browseQuery, type Book } from '../src/contract/books';
import { browseBooks, listHubBooks } from '../src/server/modules/books';
import { openDemoDatabase } from './demo';

export const TARGETS = { exact: 0.99, typo: 0.95, surname: 0.95 } as const;

/** The alphanumeric words of `text`, as typed. */
export const wordsOf = (text: string): string[] => text.match(/[\p{L}\p{N}]+/gu) ?? [];

/** `word` without its middle letter (`between` → `betwen`, `me` → `m`). */
export const dropMiddle = (word: string): string => {
  const i = Math.floor(word.length / 2);
  return word.slice(0, i) + word.slice(i + 1);
};

/** `title` with its first occurrence of `word` replaced by `typo`. */
const replaceWord = (title: string, word: string, typo: string) =>
  title.replace(new RegExp(`(^|[^\\p{L}\\p{N}])${word}(?=$|[^\\p{L}\\p{N}])`, 'u'), `$1${typo}`);

interface Figure {
  name: string;
  target: number;
  hits: number;
  total: number;
  misses: string[];
}

async function main(): Promise<void> {
  const started = Date.now();
  const { handle, memberId } = await openDemoDatabase(new TestClock(new Date('2026-11-20T10:00:00Z')));
  const member = { id: memberId };
  const visible = await listHubBooks(handle.db, member.id, 10_000, new Date());
  const search = async (text: string, limit: number): Promise<Book[]> =>
    (await browseBooks(handle.db, member.id, browseQuery.parse({ search: text, limit }), new Date())).books;

  const titles = [...new Set(visible.map((b) => b.title))];
  const usage = new Map<string, number>();
  for (const t of titles)
    for (const w of new Set(wordsOf(t).map((x) => x.toLowerCase()))) usage.set(w, (usage.get(w) ?? 0) + 1);

  const figure = (name: string, target: number): Figure => ({ name, target, hits: 0, total: 0, misses: [] });
  const exact = figure('exact title → first', TARGETS.exact);
  const longest = figure('longest word typo → top 3', TARGETS.typo);
  const common = figure('common word typo → top 3', TARGETS.typo);
  const surname = figure('surname → top 3', TARGETS.surname);
  const check = async (f: Figure, query: string, limit: number, hit: (b: Book) => boolean) => {
    f.total += 1;
    const found = await search(query, limit);
    if (found.some(hit)) f.hits += 1;
    else f.misses.push(`${JSON.stringify(query)} → ${found.map((b) => b.title).join(' | ') || 'nothing'}`);
  };

  for (const title of titles) {
    const isIt = (b: Book) => b.title === title;
    await check(exact, title, 1, isIt);
    const words = wordsOf(title).filter((w) => w.length >= 2);
    if (words.length === 0) continue;
    const long = words.reduce((a, b) => (b.length > a.length ? b : a));
    await check(longest, replaceWord(title, long, dropMiddle(long)), 3, isIt);
    const most = words.reduce((a, b) =>
      (usage.get(b.toLowerCase()) ?? 0) > (usage.get(a.toLowerCase()) ?? 0) ? b : a,
    );
    await check(common, replaceWord(title, most, dropMiddle(most)), 3, isIt);
  }
  for (const author of new Set(visible.map((b) => b.author))) {
    const last = wordsOf(author).at(-1);
    if (last) await check(surname, last, 3, (b) => b.author === author);
  }
  await handle.close();

  const rows = [exact, longest, common, surname];
  const pct = (f: Figure) => (f.total ? f.hits / f.total : 1);
  const log = (s: string) => process.stdout.write(`${s}\n`);
  log(`relevance over ${titles.length} titles and their authors as member ${member.id} sees them`);
  for (const f of rows) {
    log(
      `${f.name.padEnd(28)} ${(pct(f) * 100).toFixed(1).padStart(5)} %  (${f.hits}/${f.total}, target ≥ ${f.target * 100} %)`,
    );
    for (const miss of f.misses.slice(0, 10)) log(`    miss: ${miss}`);
  }
  log(`${((Date.now() - started) / 1000).toFixed(1)} s`);
  const failed = rows.filter((f) => pct(f) < f.target);
  if (failed.length) {
    log(`below target: ${failed.map((f) => f.name).join(', ')}`);
    process.exit(1);
  }
  log('relevance targets met');
}

await main();
