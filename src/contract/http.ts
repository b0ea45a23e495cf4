/**
 * Shared wire conventions (spec 000 §1): every error body carries a human `message`; validation
 * errors add `errors` (field path → message). Routes are declared once here and used by the server
 * (Fastify route registration) and the client (request building).
 */
import { z } from 'zod';
import type { HttpMethod } from './path';

export { buildPath, type HttpMethod, type RoutePath } from './path';

export const errorBody = z
  .object({
    message: z.string(),
    errors: z.record(z.string(), z.string()).optional(),
  })
  // keeps extra fields such as `{ minApartments, suggestedSocieties }` (spec 001 §8)
  .loose();
export type ErrorBody = z.infer<typeof errorBody>;

/** `{ message }` answer used by calls whose result is only a confirmation. */
export const messageBody = z.object({ message: z.string() });
export type MessageBody = z.infer<typeof messageBody>;

/**
 * One API route: method, Fastify-style path (`/api/books/:id`) and zod schemas. `response` is the
 * 200 body. Declared with `defineRoute` so literal types are kept.
 */
export interface RouteDef {
  method: HttpMethod;
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** One line for the API reference (`/api/docs`); without it the route's name reads as words. */
  summary?: string;
}

/** Declares a route, keeping its literal method/path and schema types. */
export function defineRoute<const T extends RouteDef>(route: T): T {
  return route;
}

/** Positive integer id in a path segment (`/:id`), coerced from the string. */
export const idParams = z.object({ id: z.coerce.number().int().positive() });
