/**
 * The zod-free half of the wire conventions: HTTP methods, a route's method + path, and filling a path's
 * `:name` segments. Kept apart from `http.ts` (which holds the zod schemas) so the client's first load —
 * the api client, the session check, logout, the notification bell — reaches its endpoints without
 * loading zod (ARCHITECTURE §6, initial JavaScript budget). `http.ts` re-exports everything here.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where a route lives: its method and Fastify-style path (`/api/books/:id`). */
export interface RoutePath {
  method: HttpMethod;
  path: string;
}

/**
 * Fills `:name` segments of a route path, e.g. `buildPath('/api/books/:id', { id: 3 })` → `/api/books/3`.
 * Values are URI-encoded. Throws when a parameter is missing.
 */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
