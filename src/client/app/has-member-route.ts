/**
 * Whether a signed-in page exists for a path. Pages arrive from several features over time; the shell shows
 * a header link, menu item or navigation item only once its page is registered in `memberRoutes`
 * (routes.tsx), so no link ever leads to the not-found screen.
 */
import { matchRoutes } from 'react-router';
import { memberRoutes } from './routes';

/** True when `path` (e.g. '/earnings') matches a route of `memberRoutes`. */
export function hasMemberRoute(path: string): boolean {
  return (matchRoutes(memberRoutes, path)?.length ?? 0) > 0;
}
