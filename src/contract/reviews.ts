/**
 * Reviews wire format (spec 000 §2 "Reviews panel", §3 "Review", §5 "Review", §7 "GET/POST
 * /api/books/{id}/reviews", §8 "Review save"). One review per member and book: a second POST by the
 * same member updates it, and the answer says which happened so the client can toast 'Review Added' or
 * 'Review Updated'. Dates are ISO 8601 strings.
 */
import { z } from 'zod';
import { RATING_MAX, RATING_MIN } from '@/domain/books';
import { defineRoute, idParams } from './http';
import { validationMessage } from './messages';

export const review = z.object({
  id: z.number().int(),
  bookId: z.number().int(),
  userId: z.number().int(),
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX),
  reviewText: z.string().nullable(),
  isPublic: z.boolean(),
  helpfulVotes: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  user: z.object({ name: z.string() }),
});
export type Review = z.infer<typeof review>;

export const saveReviewBody = z.object({
  rating: z
    .number({ error: validationMessage('reviews.rating') })
    .int(validationMessage('reviews.rating'))
    .min(RATING_MIN, validationMessage('reviews.rating'))
    .max(RATING_MAX, validationMessage('reviews.rating')),
  reviewText: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v),
    z.string().max(2000, validationMessage('reviews.tooLong')).nullable().optional(),
  ),
  isPublic: z.boolean().default(true),
});
export type SaveReviewBody = z.input<typeof saveReviewBody>;
export type SaveReviewInput = z.output<typeof saveReviewBody>;

/** POST answer: the stored review and whether it was created (true) or an earlier one was updated. */
export const saveReviewResponse = z.object({ review, created: z.boolean() });
export type SaveReviewResponse = z.infer<typeof saveReviewResponse>;

export const reviewsRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/books/:id/reviews',
    params: idParams,
    response: z.array(review),
  }),
  save: defineRoute({
    method: 'POST',
    path: '/api/books/:id/reviews',
    params: idParams,
    body: saveReviewBody,
    response: saveReviewResponse,
  }),
} as const;
