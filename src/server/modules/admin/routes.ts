/**
 * HTTP routes of the administrator panel (spec 002 §2.1, §7; ADR 0022), all `auth: 'admin'` except
 * `GET /api/admin/platform-settings`, which any signed-in member reads. Settings writes answer
 * `{ message }` ('Settings Updated'); the `onRoute` guard (`plugins/admin-guard.ts`) checks every route here.
 */
import type { FastifyInstance } from 'fastify';
import { adminRoutes } from '@/contract/admin';
import { requestLanguage } from '../../i18n/request-language';
import { t } from '../../i18n/t';
import { addRoute } from '../../lib/route';
import { currentUser } from '../../plugins/session';
import { getPlatformSettings, toPlatformSettingsBody } from '../settings';
import { listAudit } from './audit';
import { createReward, deleteReward, listRewards } from './rewards';
import { rewardSettingsList, rewardValues, updateBrocksSettings, updatePlatformSettings } from './settings';
import { adminStats } from './stats';

export async function adminModule(app: FastifyInstance): Promise<void> {
  const { db, clock } = app.deps;
  const admin = 'admin' as const;

  addRoute(app, adminRoutes.stats, { auth: admin, handler: async () => adminStats(db) });
  addRoute(app, adminRoutes.settings, {
    auth: admin,
    handler: async () => toPlatformSettingsBody(await getPlatformSettings(db)),
  });
  addRoute(app, adminRoutes.updateSettings, {
    auth: admin,
    handler: async (req) => {
      await updatePlatformSettings(db, currentUser(req).id, req.body, clock.now());
      return { message: t('admin:settingsUpdated', {}, requestLanguage(req)) };
    },
  });
  addRoute(app, adminRoutes.settingsAudit, {
    auth: admin,
    handler: async (req) => listAudit(db, req.query.group),
  });
  addRoute(app, adminRoutes.rewardValues, { handler: async () => rewardValues(db) });
  addRoute(app, adminRoutes.rewardSettings, { auth: admin, handler: async () => rewardSettingsList(db) });
  addRoute(app, adminRoutes.updateBrocksSettings, {
    auth: admin,
    handler: async (req) => {
      await updateBrocksSettings(db, currentUser(req).id, req.body, clock.now());
      return { message: t('admin:brocksUpdated', {}, requestLanguage(req)) };
    },
  });
  addRoute(app, adminRoutes.rewards, { auth: admin, handler: async () => listRewards(db) });
  addRoute(app, adminRoutes.createReward, {
    auth: admin,
    status: 201,
    handler: async (req) => createReward(db, currentUser(req).id, req.body, clock.now()),
  });
  addRoute(app, adminRoutes.deleteReward, {
    auth: admin,
    handler: async (req) => {
      await deleteReward(db, req.params.id);
      return { message: t('admin:rewardDeleted', {}, requestLanguage(req)) };
    },
  });
}
