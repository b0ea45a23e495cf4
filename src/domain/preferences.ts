/**
 * Genre preference rules shared by server and client (spec 000 §2 "Genre preferences dialog", §4
 * "preference cycling", §5, §9 "21 preference genres"; docs/decisions/0026-genre-preferences-and-recommendations.md).
 *
 * The 21 preference genres are the 15 browse genres plus six that books never carry; each of those six
 * has a word list matched against a book's search words (title, author, description).
 */
import { BROWSE_GENRES } from './books';

/** The six preference genres that are not browse genres, each with the words that make a book match it. */
export const WORD_GENRES = {
  Philosophy: ['philosophy', 'philosopher', 'ethics', 'stoic', 'metaphysics', 'existential'],
  Health: ['health', 'fitness', 'nutrition', 'wellness', 'yoga', 'diet', 'medicine'],
  Cooking: ['cook', 'cookbook', 'recipe', 'cuisine', 'baking', 'kitchen', 'chef'],
  Travel: ['travel', 'journey', 'voyage', 'trek', 'expedition', 'travelogue'],
  Education: ['education', 'teaching', 'learning', 'school', 'exam', 'textbook'],
  'Young Adult': ['teen', 'teenage', 'adolescent', 'coming-of-age', 'youth'],
} as const satisfies Record<string, readonly string[]>;

/** The 21 preference genres (spec 000 §9), browse genres first, in the dialog's order. */
export const PREFERENCE_GENRES = [
  ...BROWSE_GENRES,
  ...(Object.keys(WORD_GENRES) as (keyof typeof WORD_GENRES)[]),
] as const;
export type PreferenceGenre = (typeof PREFERENCE_GENRES)[number];

/** Preference levels (spec 000 §4): Love 5, Like 3, Skip 1. */
export const PREFERENCE_LEVELS = { love: 5, like: 3, skip: 1 } as const;
export type PreferenceLevel = 1 | 3 | 5;

/** The key of a level (its name in `PREFERENCE_LEVELS`): 'love', 'like' or 'skip'; catalogues word it. */
export function levelKey(level: PreferenceLevel): keyof typeof PREFERENCE_LEVELS {
  return level === 5 ? 'love' : level === 3 ? 'like' : 'skip';
}

/**
 * The level after one tap on a genre chip (spec 000 §4): not selected (undefined) → Love (5) →
 * Like (3) → Skip (1) → not selected.
 */
export function nextLevel(level: PreferenceLevel | undefined): PreferenceLevel | undefined {
  if (level === undefined) return 5;
  if (level === 5) return 3;
  if (level === 3) return 1;
  return undefined;
}

/** Why a book is recommended: 'You love Fantasy' (level 5) or 'You like Fantasy' (level 3). */
export function recommendationReason(genre: string, level: PreferenceLevel): string {
  return `You ${level === 5 ? 'love' : 'like'} ${genre}`;
}

/**
 * The tsquery text (PostgreSQL `to_tsquery('simple', …)`) of a word genre: its words as prefixes,
 * any of them ('cook:* | recipe:* | …'); null for a browse genre, which matches by the book's genre.
 * Hyphenated words become phrase matches ('coming <-> of <-> age').
 */
export function genreWordQuery(genre: string): string | null {
  const words = (WORD_GENRES as Record<string, readonly string[]>)[genre];
  if (!words) return null;
  return words
    .map((w) =>
      w
        .split('-')
        .map((part) => `${part}:*`)
        .join(' <-> '),
    )
    .join(' | ');
}

/** At most this many recommendations (ADR 0026); the panel shows the first 4 (spec 001 §9). */
export const RECOMMENDATIONS_MAX = 24;
export const RECOMMENDATIONS_SHOWN = 4;
