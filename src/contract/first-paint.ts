/**
 * The member routes whose frame the server paints before the JavaScript arrives (docs/decisions/
 * 0061-member-route-frames.md, generalising ADR 0043's /browse): `id` names the files
 * `first-paint/<id>.<lng>.html` the client's test writes (src/client/app/first-paint) and the server sends
 * (src/server/plugins/first-paint.ts); `path` is the exact client path of src/client/app/routes.tsx.
 */
export const FIRST_PAINT_ROUTES = [
  { id: 'home', path: '/' },
  { id: 'browse', path: '/browse' },
  { id: 'my-books', path: '/my-books' },
  { id: 'notifications', path: '/notifications' },
  { id: 'chat', path: '/chat' },
  { id: 'hubs', path: '/societies' },
  { id: 'profile', path: '/profile' },
  { id: 'earnings', path: '/earnings' },
] as const;

/** A painted route's id, e.g. `my-books`. */
export type FirstPaintRouteId = (typeof FIRST_PAINT_ROUTES)[number]['id'];

/**
 * The id of the route painted at `path` (the request's path without its query, compared exactly: `/browse/`
 * or `/societies/3` have none), or undefined.
 */
export function firstPaintRouteId(path: string): FirstPaintRouteId | undefined {
  return FIRST_PAINT_ROUTES.find((route) => route.path === path)?.id;
}
