/**
 * Matching the spines of a shelf photo to real books (ADR 0049). Each spine's text is looked up, in
 * order, among the books listed in the member's hubs, then the offline catalogue, then (for the spines
 * still unmatched, within ONLINE_BUDGET_MS) the online title search. A candidate counts only when the
 * spine reads as its title (`spineReadsAs`); the longest such title wins, so 'The Poetry Pharmacy
 * Returns' beats 'The Poetry Pharmacy'. Two neighbouring unmatched spines are tried together (a title
 * split over two bands), and a spine holding two books' text may match both. A spine that matches
 * nothing comes back unmatched, for the member to check.
 */
import {
  normaliseTitle,
  normaliseWords,
  ratio,
  spineReadsAs,
  titleSimilarity,
  titleWords,
  WORD_MATCH_THRESHOLD,
} from '@/domain/title-match';
import type { Spine } from '@/domain/spines';

/** A known book a spine may name. `isbn` is an ISBN-13 or ''; `imageUrl` a cover URL or ''. */
export interface Candidate {
  title: string;
  author: string;
  isbn: string;
  genre: string;
  description: string;
  imageUrl: string;
  /** a book the member already lists */
  ownedByCaller: boolean;
}

export interface MatchSources {
  /** Books listed in the member's hubs or by the member whose title may be in `text`, best first. */
  listed(text: string): Promise<Candidate[]>;
  /** Offline catalogue books whose title may be in `text`, best first. */
  offline(text: string): Promise<Candidate[]>;
  /** The online catalogue's book for a title search, or null (none, or unreachable). */
  online(text: string): Promise<Candidate | null>;
}

/** Time (ms) the online title search may take over one photo, all spines together. */
export const ONLINE_BUDGET_MS = 8000;

/** At most this many online title searches per photo. */
export const MAX_ONLINE_QUERIES = 12;

/** A spine with the book it names, or null. */
export interface SpineMatch<S extends Spine = Spine> {
  spine: S;
  book: Candidate | null;
}

/** What a spine's text is compared with as whole lines: its title guess and each of its boxes. */
const linesOf = (spine: Spine) => [spine.title, ...spine.boxes.map((b) => b.text)];

/** The candidates the spine reads as, best first: more telling letters, then closer to the title guess. */
function ranked(text: string, lines: string[], candidates: Candidate[]): Candidate[] {
  const score = (c: Candidate) =>
    titleWords(c.title).join('').length + titleSimilarity(lines[0] ?? text, c.title);
  return candidates.filter((c) => spineReadsAs(text, lines, c.title)).sort((a, b) => score(b) - score(a));
}

/** The best candidate, and a second one read from the spine words the first does not explain. */
function bestTwo(text: string, lines: string[], candidates: Candidate[]): Candidate[] {
  const [first, ...others] = ranked(text, lines, candidates);
  if (!first) return [];
  const firstWords = titleWords(first.title);
  const rest = normaliseWords(text)
    .filter((w) => !firstWords.some((f) => ratio(w, f) >= WORD_MATCH_THRESHOLD))
    .join(' ');
  const second = others.find(
    (c) => normaliseTitle(c.title) !== normaliseTitle(first.title) && spineReadsAs(rest, [rest], c.title),
  );
  return second ? [first, second] : [first];
}

/** The books `text` names among the listed books, else the offline catalogue. */
async function lookUp(text: string, lines: string[], sources: MatchSources): Promise<Candidate[]> {
  const query = normaliseWords(text).join(' ');
  if (!query) return [];
  const listed = bestTwo(text, lines, await sources.listed(query));
  if (listed.length > 0) return listed;
  return bestTwo(text, lines, await sources.offline(query));
}

/**
 * Each spine of `spines` (in band order, as read at one turn of the photo) with the books it names:
 * one entry per book found, or one unmatched entry. `onMatched` is called after each spine.
 */
export async function matchSpines<S extends Spine>(
  spines: S[],
  sources: MatchSources,
  onMatched: () => void = () => {},
): Promise<SpineMatch<S>[][]> {
  const found: Candidate[][] = [];
  for (const spine of spines) {
    found.push(await lookUp(spine.text, linesOf(spine), sources));
    onMatched();
  }
  // a title split over two neighbouring bands
  for (let i = 0; i + 1 < spines.length; i += 1) {
    if (found[i]!.length > 0 || found[i + 1]!.length > 0) continue;
    const [a, b] = [spines[i]!, spines[i + 1]!];
    const pair = await lookUp(
      `${a.text} ${b.text}`,
      [`${a.title} ${b.title}`, `${b.title} ${a.title}`],
      sources,
    );
    if (pair.length > 0) [found[i], found[i + 1]] = [pair, pair];
  }
  return spines.map((spine, i) =>
    found[i]!.length > 0 ? found[i]!.map((book) => ({ spine, book })) : [{ spine, book: null }],
  );
}

/**
 * Asks the online title search for the unmatched spines of `matches` (their title guess, at most
 * MAX_ONLINE_QUERIES, within ONLINE_BUDGET_MS), keeping an answer only when the spine reads as it.
 */
export async function matchOnline<S extends Spine>(
  matches: SpineMatch<S>[],
  sources: MatchSources,
  now: () => number = Date.now,
): Promise<void> {
  const started = now();
  for (const m of matches.filter((u) => !u.book).slice(0, MAX_ONLINE_QUERIES)) {
    if (now() - started > ONLINE_BUDGET_MS) return;
    const answer = await sources.online(m.spine.title || m.spine.text);
    if (answer && spineReadsAs(m.spine.text, linesOf(m.spine), answer.title)) m.book = answer;
  }
}
