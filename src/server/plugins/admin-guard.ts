/**
 * The `/api/admin/*` guard (ARCHITECTURE §4a "admin-only by default"; ADR 0022): an `onRoute` hook that
 * refuses to register an `/api/admin/` route without the `requireAdmin` check (`auth: 'admin'` in
 * `addRoute`), except the reads any signed-in member may make (`ADMIN_ROUTES_FOR_MEMBERS`, which must still
 * require a signed-in member). The app then fails to start instead of serving an open admin route.
 * Every admin route registered is recorded on `app.adminRoutes`, so the access test walks all of them.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { ADMIN_ROUTES_FOR_MEMBERS } from '@/contract/admin';
import { requireAdmin, requireUser } from './session';

export interface AdminRouteEntry {
  method: string;
  url: string;
  /** true for the reads any signed-in member may make */
  forMembers: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    adminRoutes: AdminRouteEntry[];
  }
}

const hooksOf = (hook: RouteOptions['preValidation']): unknown[] =>
  hook === undefined ? [] : Array.isArray(hook) ? hook : [hook];

/** Throws when `route` is an `/api/admin/` route without the check it needs; returns its entries otherwise. */
export function checkAdminRoute(
  route: Pick<RouteOptions, 'method' | 'url' | 'preValidation'>,
): AdminRouteEntry[] {
  if (!route.url.startsWith('/api/admin/')) return [];
  const hooks = hooksOf(route.preValidation);
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.map((method) => {
    const name = `${method === 'HEAD' ? 'GET' : method} ${route.url}`;
    const forMembers = ADMIN_ROUTES_FOR_MEMBERS.includes(name);
    const guarded = hooks.includes(requireAdmin) || (forMembers && hooks.includes(requireUser));
    if (!guarded)
      throw new Error(`${method} ${route.url} is an /api/admin/ route without auth: 'admin' (ADR 0022)`);
    return { method, url: route.url, forMembers };
  });
}

export const adminGuardPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('adminRoutes', [] as AdminRouteEntry[]);
  app.addHook('onRoute', (route) => {
    for (const entry of checkAdminRoute(route)) if (entry.method !== 'HEAD') app.adminRoutes.push(entry);
  });
});
