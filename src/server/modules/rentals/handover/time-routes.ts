/**
 * HTTP routes of hand-over windows and agreed times (docs/decisions/0050-conversations-and-safety.md): the
 * caller's weekly windows (profile), a rental's agreed time, picking or proposing a time, accepting one. All
 * signed in; the use cases check the party.
 */
import type { FastifyInstance } from 'fastify';
import { handoverTimeRoutes as routes } from '@/contract/handover';
import { addRoute } from '../../../lib/route';
import { currentUser } from '../../../plugins/session';
import { requestLanguage } from '../../../i18n/request-language';
import { t } from '../../../i18n/t';
import { acceptHandoverTime, getHandoverTime, proposeHandoverTime } from './handover-time';
import { getHandoverWindows, saveHandoverWindows } from './windows';

export function handoverTimeHttpRoutes(app: FastifyInstance): void {
  const { deps } = app;
  addRoute(app, routes.windows, {
    handler: async (req) => getHandoverWindows(deps.db, currentUser(req).id),
  });
  addRoute(app, routes.saveWindows, {
    handler: async (req) => saveHandoverWindows(deps.db, currentUser(req).id, req.body.windows),
  });
  addRoute(app, routes.handoverTime, {
    handler: async (req) => getHandoverTime(deps, currentUser(req).id, req.params.id),
  });
  addRoute(app, routes.proposeTime, {
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async (req) => {
      const { view, change } = await proposeHandoverTime(
        deps,
        currentUser(req).id,
        req.params.id,
        new Date(req.body.startsAt),
      );
      const key = change.event === 'handover_agreed' ? 'agreed' : 'proposed';
      return { message: t(`rentals:handoverTime.${key}`, {}, requestLanguage(req)), handoverTime: view };
    },
  });
  addRoute(app, routes.acceptTime, {
    handler: async (req) => {
      const { view } = await acceptHandoverTime(deps, currentUser(req).id, req.params.id);
      return { message: t('rentals:handoverTime.agreed', {}, requestLanguage(req)), handoverTime: view };
    },
  });
}
