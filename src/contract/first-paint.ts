/**
 * The member routes whose frame the server paints before the JavaScript arrives (docs/decisions/
 * 0061-member-route-frames.md, generalising ADR 0043's /browse): `id` names the files
 * `first-paint/<id>.<lng>.html` the client's test writes (src/client/app/first-paint) and the server sends
 * (src/server/plugins/first-paint.ts); `path` is the exact client path of src/client/app/routes.tsx;
 * `preload` the GET API paths the page asks for first besides the session (FIRST_PAINT_PRELOADS), which the
 * page's HTML preloads so the answer arrives while the JavaScript downloads. My Books is left out: with its
 * frame its Largest Contentful Paint became the first book's title, later than the splash screen's
 * (ADR 0061).
 */
export const FIRST_PAINT_ROUTES = [
  { id: 'home', path: '/', preload: ['/api/societies/my'] },
  { id: 'browse', path: '/browse', preload: [] },
  { id: 'notifications', path: '/notifications', preload: [] },
  { id: 'chat', path: '/chat', preload: [] },
  { id: 'hubs', path: '/societies', preload: [] },
  { id: 'profile', path: '/profile', preload: [] },
  { id: 'earnings', path: '/earnings', preload: [] },
] as const;

/**
 * What every painted page preloads: the session check (GET /api/auth/me, src/contract/paths.ts), the
 * first request of every start (src/client/app/router.tsx `prepareFirstScreen`).
 */
export const FIRST_PAINT_PRELOADS = ['/api/auth/me'] as const;

/** A painted route's id, e.g. `notifications`. */
export type FirstPaintRouteId = (typeof FIRST_PAINT_ROUTES)[number]['id'];

/**
 * The id of the route painted at `path` (the request's path without its query, compared exactly: `/browse/`
 * or `/societies/3` have none), or undefined.
 */
export function firstPaintRouteId(path: string): FirstPaintRouteId | undefined {
  return FIRST_PAINT_ROUTES.find((route) => route.path === path)?.id;
}
