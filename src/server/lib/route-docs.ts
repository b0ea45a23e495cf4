/**
 * What the OpenAPI document says about one contract route (docs/decisions/0033-openapi-from-the-contract.md):
 * its tag (the area of `ROUTE_GROUPS` in `src/contract/route-table.ts`), a summary (the route's own
 * `summary`, else its area and its name in the contract read as words: 'Wishlist: list mine'), the session-cookie
 * security requirement unless public, and its error answers, each `{ message }` (spec 000 §7).
 */
import type { RouteDef } from '@/contract/http';
import { ROUTE_GROUPS } from '@/contract/route-table';

export type RouteAuth = 'user' | 'admin' | 'public';

/** The OpenAPI security scheme of the session cookie (plugins/session.ts). */
export const SESSION_SECURITY_SCHEME = 'sessionCookie';

interface Named {
  area: string;
  name: string;
}

let index: WeakMap<object, Named> | undefined;

/** Contract route object → its area and name, built once from `ROUTE_GROUPS`. */
function routeIndex(): WeakMap<object, Named> {
  if (index) return index;
  index = new WeakMap();
  for (const { area, routes } of ROUTE_GROUPS) {
    for (const [name, route] of Object.entries(routes))
      if (!index.has(route)) index.set(route, { area, name });
  }
  return index;
}

/** `listMine` → 'List mine'; `getISBN` → 'Get isbn'. */
export function summaryFromName(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The error statuses a route can answer: 400 when it takes input, 401 unless public, 403 for
 * administrators' routes and every write (ownership, the Origin check), 404 when it names a resource,
 * 409 for writes, 429 for every route (the global rate limit), 507 when it stores an upload (`storesFiles`,
 * ADR 0055).
 */
export function errorStatuses(def: RouteDef, auth: RouteAuth, storesFiles = false): number[] {
  const write = def.method !== 'GET';
  const statuses = new Set<number>([429]);
  if (def.params || def.query || def.body) statuses.add(400);
  if (auth !== 'public') statuses.add(401);
  if (auth === 'admin' || write) statuses.add(403);
  if (def.params || def.path.includes('/:')) statuses.add(404);
  if (write) statuses.add(409);
  if (storesFiles) statuses.add(507);
  return [...statuses].sort();
}

/** What each error status means, for the document's response descriptions. */
export const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input: `message`, and `errors` by field',
  401: 'Not signed in',
  403: 'Not allowed for this member, or a cross-site request',
  404: 'Not found, or not visible to this member',
  409: 'Refused in the current state (already done, taken, reserved)',
  429: 'Too many requests: try again later',
  507: 'The file store is full or unavailable: nothing was stored, try again later',
};

/** The documentation fields of a route's Fastify schema. */
export function routeDocs(
  def: RouteDef,
  auth: RouteAuth,
): { summary: string; tags: string[]; security?: Record<string, string[]>[] } {
  const named = routeIndex().get(def);
  return {
    summary:
      def.summary ??
      (named ? `${named.area}: ${summaryFromName(named.name).toLowerCase()}` : `${def.method} ${def.path}`),
    tags: [named?.area ?? 'Other'],
    ...(auth === 'public' ? { security: [] } : {}),
  };
}
