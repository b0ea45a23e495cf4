/**
 * Matching OCR lines to real books (ADR 0031): each normalised line (and each pair of neighbouring lines,
 * since a title may wrap) is compared with the books already listed on Hubshelf (pg_trgm candidates),
 * then the lines still unmatched go to the catalogue title search behind find-isbn, at most
 * MAX_CATALOGUE_QUERIES per photo. A candidate is kept only when `titleSimilarity` passes
 * TITLE_MATCH_THRESHOLD; a book found twice is answered once.
 */
import { bulkGenre } from '@/domain/books';
import { normaliseTitle, normaliseWords, TITLE_MATCH_THRESHOLD, titleSimilarity } from '@/domain/title-match';
import type { ShelfBook } from './types';

/** At most this many catalogue title searches per photo. */
export const MAX_CATALOGUE_QUERIES = 30;

/** A known book a line may name. */
export interface Candidate {
  title: string;
  author: string;
  genre: string | null;
  description: string | null;
}

export interface MatchSources {
  /** Listed books whose title is near `text` (pg_trgm), best first. */
  listed(text: string): Promise<Candidate[]>;
  /** The catalogue's book for a title search, or null. */
  catalogue(text: string): Promise<Candidate | null>;
}

/** The texts worth matching: lines with at least 4 letters after normalising, then neighbouring pairs. */
export function matchTexts(lines: string[]): string[] {
  const clean = lines
    .map((l) => normaliseWords(l).join(' '))
    .filter((l) => l.replace(/[^a-z]/g, '').length >= 4);
  const pairs = clean.slice(1).map((line, i) => `${clean[i]} ${line}`);
  return [...new Set([...clean, ...pairs])];
}

function best(text: string, candidates: Candidate[]): Candidate | null {
  let top: Candidate | null = null;
  let score = TITLE_MATCH_THRESHOLD;
  for (const c of candidates) {
    const s = titleSimilarity(text, c.title);
    if (s >= score) [top, score] = [c, s];
  }
  return top;
}

/** The books the OCR lines name, each once, in the order first found. */
export async function matchLines(lines: string[], sources: MatchSources): Promise<ShelfBook[]> {
  const found = new Map<string, ShelfBook>();
  const add = (c: Candidate) => {
    const key = normaliseTitle(c.title);
    if (!found.has(key))
      found.set(key, {
        title: c.title,
        author: c.author,
        genre: bulkGenre(c.genre),
        description: c.description ?? '',
      });
  };
  const unmatched: string[] = [];
  for (const text of matchTexts(lines)) {
    const hit = best(text, await sources.listed(text));
    if (hit) add(hit);
    else unmatched.push(text);
  }
  for (const text of unmatched.slice(0, MAX_CATALOGUE_QUERIES)) {
    const c = await sources.catalogue(text);
    if (c && titleSimilarity(text, c.title) >= TITLE_MATCH_THRESHOLD) add(c);
  }
  return [...found.values()];
}
