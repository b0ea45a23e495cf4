/**
 * Matching text read from a shelf photo to real book titles (ADR 0031; spec 000 §2 "Bulk Book Upload
 * flow"): lines are normalised (case, diacritics, punctuation, the OCR confusions 0/O and 1/l, fragments
 * under 3 letters) and compared as word sets with a normalised Levenshtein similarity from 0 to 1.
 */

/** Similarity (0–1) a title must reach to count as read from the photo; set with `npm run bench:shelf`. */
export const TITLE_MATCH_THRESHOLD = 0.82;

/** Fixes the OCR confusions of one word that has letters: 0 → o, 1/| → l, 5 → s. */
function fixConfusions(word: string): string {
  if (!/[a-z]/.test(word)) return word;
  return word.replace(/0/g, 'o').replace(/[1|]/g, 'l').replace(/5/g, 's');
}

/**
 * The words of `text`: lower case, diacritics removed, punctuation as spaces, OCR confusions fixed,
 * words under 3 letters dropped (kept only when nothing else is left: "It").
 */
export function normaliseWords(text: string): string[] {
  const words = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9|]+/g, ' ')
    .split(' ')
    .filter(Boolean)
    .map(fixConfusions)
    .map((w) => w.replace(/\|/g, 'l'));
  const long = words.filter((w) => w.length >= 3);
  return long.length > 0 ? long : words;
}

/** The normalised text: its distinct words, sorted and joined by spaces (word order ignored). */
export function normaliseTitle(text: string): string {
  return [...new Set(normaliseWords(text))].sort().join(' ');
}

/** Levenshtein edit distance between two strings (insertions, deletions, substitutions). */
export function levenshtein(a: string, b: string): number {
  if (a === b) return 0;
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const cur = [i];
    for (let j = 1; j <= b.length; j += 1) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[b.length]!;
}

/** 1 − distance / longer length; 1 for two equal strings (also both empty). */
export function ratio(a: string, b: string): number {
  const longer = Math.max(a.length, b.length);
  return longer === 0 ? 1 : 1 - levenshtein(a, b) / longer;
}

/**
 * Similarity of two texts (0–1) over their normalised word sets: the normalised Levenshtein ratio of the
 * sorted word lists. Symmetric, 1 for texts with the same words, never above 1.
 */
export function titleSimilarity(a: string, b: string): number {
  return ratio(normaliseTitle(a), normaliseTitle(b));
}

/** Share of a title's letters (0–1) a spine must show for a title of two or more words to count as read there. */
export const TITLE_COVERAGE_THRESHOLD = 0.9;

/** The share asked of a long title (LONG_TITLE_WORDS words or more): spines often cut or hide a word of it. */
export const LONG_TITLE_COVERAGE_THRESHOLD = 0.75;

/** Words (other than stop words) that make a title long. */
export const LONG_TITLE_WORDS = 5;

/** A title word counts as shown on the spine when a spine word is this similar to it (Levenshtein ratio). */
export const WORD_MATCH_THRESHOLD = 0.8;

/** Words too common to tell titles apart; they count only when a title has nothing else. */
const STOP_WORDS = new Set([
  'the',
  'and',
  'for',
  'with',
  'from',
  'your',
  'you',
  'las',
  'los',
  'del',
  'une',
  'des',
]);

/**
 * The title's main part: before ' : ' or ' - ', without a series note in brackets ('Dune (Dune #1)') or a
 * volume number ('Rent-A-Girlfriend vol. 1').
 */
export function mainTitle(title: string): string {
  return title
    .replace(/\s*\([^)]*\)\s*$/, '')
    .split(/\s[:\-–]\s|:\s/)[0]!
    .replace(/[\s,]+(vol\.?|volume|book|#)\s*\d+$/i, '')
    .trim();
}

/** The words that tell a title apart: its normalised words other than stop words (all of them if none is left). */
export function titleWords(title: string): string[] {
  const all = normaliseWords(title);
  const meaningful = all.filter((w) => !STOP_WORDS.has(w));
  return meaningful.length > 0 ? meaningful : all;
}

/**
 * The title words (`titleWords`) the spine text shows: equal to a spine word, or a word of 4+ letters with
 * a spine word of Levenshtein ratio ≥ WORD_MATCH_THRESHOLD, or a word of 4+ letters inside the spine's
 * letters run together (lost spaces: 'KatherinePancolElsullsgrocs').
 */
export function wordsShown(spineText: string, title: string): string[] {
  const spine = normaliseWords(spineText);
  const runTogether = spine.join('');
  return titleWords(title).filter(
    (w) =>
      spine.includes(w) ||
      (w.length >= 4 && spine.some((s) => ratio(s, w) >= WORD_MATCH_THRESHOLD)) ||
      (w.length >= 4 && runTogether.includes(w)),
  );
}

/** How much of `title` the spine text shows (0–1): the share of `titleWords`' letters that `wordsShown` finds. */
export function titleCoverage(spineText: string, title: string): number {
  const words = titleWords(title);
  const letters = words.reduce((n, w) => n + w.length, 0);
  if (letters === 0) return 0;
  return wordsShown(spineText, title).reduce((n, w) => n + w.length, 0) / letters;
}

/**
 * Whether a spine reads as `title`: a title of two or more telling words (`titleWords`) needs
 * TITLE_COVERAGE_THRESHOLD of its letters shown in `spineText` (LONG_TITLE_COVERAGE_THRESHOLD from
 * LONG_TITLE_WORDS words); a title of one telling word ('Dune', 'The Client') or none ('For You') needs one of `lines` (the
 * spine's title guess and each box) to be similar to it as a whole (`titleSimilarity` ≥
 * TITLE_MATCH_THRESHOLD), so that 'Fitness' is not read as 'The Witness'.
 */
export function spineReadsAs(spineText: string, lines: string[], title: string): boolean {
  const words = titleWords(title);
  if (words.length === 0 || words.join('').length < 4) return false;
  if (words.length === 1 || words.every((w) => STOP_WORDS.has(w)))
    return lines.some((l) => titleSimilarity(l, title) >= TITLE_MATCH_THRESHOLD);
  const needed = words.length >= LONG_TITLE_WORDS ? LONG_TITLE_COVERAGE_THRESHOLD : TITLE_COVERAGE_THRESHOLD;
  return titleCoverage(spineText, title) >= needed;
}

/** Words of a spine worth searching titles by: distinct telling words of 4+ letters, longest first, at most 8. */
export function searchWords(spineText: string): string[] {
  return [...new Set(normaliseWords(spineText))]
    .filter((w) => w.length >= 4 && !STOP_WORDS.has(w) && /[a-z]/.test(w))
    .sort((a, b) => b.length - a.length)
    .slice(0, 8);
}
