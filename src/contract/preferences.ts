/**
 * Genre preferences and recommendations wire format (spec 000 §2 "Genre preferences dialog", "'What You
 * May Like'", §3 "Genre preference", §5, §7 "GET/POST /api/user/genre-preferences"; 001 §2.3;
 * docs/decisions/0026-genre-preferences-and-recommendations.md). Saving replaces the member's whole set.
 * The user-facing text of the feature lives in PREFERENCE_TEXT.
 */
import { z } from 'zod';
import { PREFERENCE_GENRES, type PreferenceLevel } from '@/domain/preferences';
import { book } from './books';
import { defineRoute } from './http';
import { validationMessage } from './messages';

/** Messages and labels of preferences and 'What You May Like' (spec 000 §2, §5, §8; 001 §2.3). */
export const PREFERENCE_TEXT = {
  noneSelected: validationMessage('preferences.noneSelected'),
  unknownGenre: validationMessage('preferences.unknownGenre'),
  badLevel: validationMessage('preferences.badLevel'),
  duplicate: validationMessage('preferences.duplicate'),
  saveFailed: 'Failed to save preferences. Please try again.',
  dialogTitle: 'Your Genre Preferences',
  dialogFirstTitle: 'Welcome! What do you like to read?',
  dialogHint: 'Tap a genre to cycle: Love, Like, Skip, not selected.',
  save: 'Save Preferences',
  saving: 'Saving...',
  saved: 'Preferences Saved',
  panelTitle: 'What You May Like',
  update: 'Update',
  refresh: 'Refresh Recommendations',
  showLess: 'Show Less',
  viewMore: (n: number) => `View More (${n} more)`,
  discoverTitle: "Discover Books You'll Love",
  discoverText: 'Tell us which genres you enjoy and we will pick books from your hubs for you.',
  setPreferences: 'Set Your Preferences',
  noMatches: 'No books in your hubs match your preferences yet. Check back soon!',
} as const;

export const genrePreference = z.object({
  genre: z.enum(PREFERENCE_GENRES, { error: PREFERENCE_TEXT.unknownGenre }),
  preferenceLevel: z.union([z.literal(1), z.literal(3), z.literal(5)], { error: PREFERENCE_TEXT.badLevel }),
});
export type GenrePreference = { genre: (typeof PREFERENCE_GENRES)[number]; preferenceLevel: PreferenceLevel };

export const savePreferencesBody = z.object({
  preferences: z
    .array(genrePreference, { error: PREFERENCE_TEXT.noneSelected })
    .min(1, PREFERENCE_TEXT.noneSelected)
    .max(PREFERENCE_GENRES.length, PREFERENCE_TEXT.duplicate)
    .refine((list) => new Set(list.map((p) => p.genre)).size === list.length, PREFERENCE_TEXT.duplicate),
});
export type SavePreferencesBody = z.infer<typeof savePreferencesBody>;

/** At most this many recommendations (ADR 0026); the panel shows the first 4 (spec 001 §9). */
export const RECOMMENDATIONS_MAX = 24;
export const RECOMMENDATIONS_SHOWN = 4;

/** A recommended book: the member's view of it and why ('You love Fantasy'). */
export const recommendedBook = book.extend({ reason: z.string() });
export type RecommendedBook = z.infer<typeof recommendedBook>;

export const preferencesRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/user/genre-preferences',
    response: z.array(genrePreference),
  }),
  save: defineRoute({
    method: 'POST',
    path: '/api/user/genre-preferences',
    body: savePreferencesBody,
    response: z.array(genrePreference),
  }),
  recommended: defineRoute({
    method: 'GET',
    path: '/api/books/recommended',
    response: z.array(recommendedBook),
  }),
} as const;
