/**
 * HTTP routes of Brocks packages (spec 002 §7): `GET /api/brocks-packages` is public; the
 * `/api/admin/brocks-packages` calls are for administrators (401 signed out, 403 for members).
 */
import type { FastifyInstance } from 'fastify';
import { brocksPackagesRoutes } from '@/contract/brocks-packages';
import { addRoute } from '../../lib/route';
import { createPackage, deletePackage, listPackages, updatePackage } from './service';
import { requestLanguage } from '../../i18n/request-language';
import { t } from '../../i18n/t';

export async function brocksPackagesModule(app: FastifyInstance): Promise<void> {
  const { db, clock } = app.deps;

  addRoute(app, brocksPackagesRoutes.publicList, { auth: 'public', handler: async () => listPackages(db) });
  addRoute(app, brocksPackagesRoutes.list, { auth: 'admin', handler: async () => listPackages(db) });
  addRoute(app, brocksPackagesRoutes.create, {
    auth: 'admin',
    status: 201,
    handler: async (req) => createPackage(db, req.body, clock.now()),
  });
  addRoute(app, brocksPackagesRoutes.update, {
    auth: 'admin',
    handler: async (req) => updatePackage(db, req.params.id, req.body, clock.now()),
  });
  addRoute(app, brocksPackagesRoutes.remove, {
    auth: 'admin',
    handler: async (req) => {
      const done = await deletePackage(db, req.params.id, clock.now());
      return { ...done, message: t(`brocks:packages.${done.outcome}`, {}, requestLanguage(req)) };
    },
  });
}
