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
