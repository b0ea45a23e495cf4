/**
 * HTTP routes of the hand-over (docs/decisions/0032-trust-at-hand-over.md): the borrower's pickup code, the
 * owner's pickup confirmation, cancelling before pickup, the borrower's return code (ADR 0036), and hand-over
 * windows and times (`time-routes.ts`, ADR 0050). All signed in; the services check the party.
 */
import type { FastifyInstance } from 'fastify';
import { handoverRoutes as routes } from '@/contract/handover';
import { returnCodeRoutes } from '@/contract/returns';
import { addRoute } from '../../../lib/route';
import { currentUser } from '../../../plugins/session';
import { requestLanguage } from '../../../i18n/request-language';
import { t } from '../../../i18n/t';
import { cancelRental } from './cancel';
import { confirmPickup, pickupCode } from './pickup';
import { returnCode } from '../returns/return-code';
import { handoverTimeHttpRoutes } from './time-routes';

export function rentalHandoverRoutes(app: FastifyInstance): void {
  const { deps } = app;
  addRoute(app, routes.pickupCode, {
    handler: async (req) => pickupCode(deps, currentUser(req).id, req.params.id),
  });
  addRoute(app, routes.confirmPickup, {
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    handler: async (req) => ({
      message: t('rentals:handover.pickupConfirmed', {}, requestLanguage(req)),
      ...(await confirmPickup(deps, currentUser(req).id, req.params.id, req.body)),
    }),
  });
  addRoute(app, returnCodeRoutes.returnCode, {
    handler: async (req) => returnCode(deps, currentUser(req).id, req.params.id),
  });
  addRoute(app, routes.cancel, {
    handler: async (req) => ({
      message: t('rentals:handover.cancelled', {}, requestLanguage(req)),
      ...(await cancelRental(deps, currentUser(req).id, req.params.id, req.body?.reason ?? null)),
    }),
  });
  handoverTimeHttpRoutes(app);
}
