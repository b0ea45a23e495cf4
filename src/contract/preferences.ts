/**
 * Genre preferences and recommendations wire format (spec 000 §2 "Genre preferences dialog", "'What You
 * May Like'", §3 "Genre preference", §5, §7 "GET/POST /api/user/genre-preferences"; 001 §2.3;
 * docs/decisions/0026-genre-preferences-and-recommendations.md). Saving replaces the member's whole set.
 * Its text lives in the `preferences` catalogues (the client's, and the validation namespace for the schemas).
 */
import { z } from 'zod';
import { PREFERENCE_GENRES, type PreferenceLevel } from '@/domain/preferences';
import { book } from './books';
import { defineRoute } from './http';
import { preferencesPaths } from './paths';
import { validationMessage } from './messages';

export const genrePreference = z.object({
  genre: z.enum(PREFERENCE_GENRES, { error: validationMessage('preferences.unknownGenre') }),
  preferenceLevel: z.union([z.literal(1), z.literal(3), z.literal(5)], {
    error: validationMessage('preferences.badLevel'),
  }),
});
export type GenrePreference = { genre: (typeof PREFERENCE_GENRES)[number]; preferenceLevel: PreferenceLevel };

export const savePreferencesBody = z.object({
  preferences: z
    .array(genrePreference, { error: validationMessage('preferences.noneSelected') })
    .min(1, validationMessage('preferences.noneSelected'))
    .max(PREFERENCE_GENRES.length, validationMessage('preferences.duplicate'))
    .refine(
      (list) => new Set(list.map((p) => p.genre)).size === list.length,
      validationMessage('preferences.duplicate'),
    ),
});
export type SavePreferencesBody = z.infer<typeof savePreferencesBody>;

/** A recommended book: the member's view of it and why ('You love Fantasy'). */
export const recommendedBook = book.extend({ reason: z.string() });
export type RecommendedBook = z.infer<typeof recommendedBook>;

export const preferencesRoutes = {
  list: defineRoute({
    ...preferencesPaths.list,
    response: z.array(genrePreference),
  }),
  save: defineRoute({
    ...preferencesPaths.save,
    body: savePreferencesBody,
    response: z.array(genrePreference),
  }),
  recommended: defineRoute({
    ...preferencesPaths.recommended,
    response: z.array(recommendedBook),
  }),
} as const;
