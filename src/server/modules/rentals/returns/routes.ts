/**
 * HTTP routes of the rental lifecycle (spec 001 §7; 002 §7): the borrowed, lent and active lists,
 * return request and confirmation, late fee and excess payments, reminders and extensions. All signed in.
 */
import type { FastifyInstance } from 'fastify';
import { rentalLifecycleRoutes as routes } from '@/contract/rental-lifecycle';
import { rentalsRoutes } from '@/contract/rentals';
import { addRoute } from '../../../lib/route';
import { currentUser } from '../../../plugins/session';
import { approveExtension, denyExtension, payExtension } from './extension-answers';
import { calculateExtension, requestExtension } from './extensions';
import { sendReminder } from '../notices';
import { listActive, listBorrowed, listLent } from '../lists';
import { confirmReturnWithCode } from './return-code';
import { payRentalFee, requestReturn } from './returns';

export function rentalLifecycleRoutes(app: FastifyInstance): void {
  const { deps } = app;
  const now = () => deps.clock.now();
  addRoute(app, rentalsRoutes.borrowed, {
    handler: async (req) => listBorrowed(deps.db, currentUser(req).id, now()),
  });
  addRoute(app, rentalsRoutes.lent, {
    handler: async (req) => listLent(deps.db, currentUser(req).id, now()),
  });
  addRoute(app, rentalsRoutes.active, {
    handler: async (req) => listActive(deps.db, currentUser(req).id, now()),
  });
  addRoute(app, routes.requestReturn, {
    handler: async (req) => requestReturn(deps, currentUser(req).id, req.params.id, req.body),
  });
  addRoute(app, routes.confirmReturn, {
    handler: async (req) => confirmReturnWithCode(deps, currentUser(req).id, req.params.id, req.body),
  });
  addRoute(app, routes.payLateFees, {
    handler: async (req) =>
      payRentalFee(deps, currentUser(req).id, req.params.id, 'late_fee', {
        ...req.body,
        amountRupees: req.body.lateFeeAmount,
      }),
  });
  addRoute(app, routes.payExcessCharges, {
    handler: async (req) =>
      payRentalFee(deps, currentUser(req).id, req.params.id, 'excess', {
        ...req.body,
        amountRupees: req.body.excessAmount,
      }),
  });
  addRoute(app, routes.sendReminder, {
    handler: async (req) => sendReminder(deps, currentUser(req).id, req.params.id, req.body?.notes ?? null),
  });
  addRoute(app, routes.calculateExtension, {
    handler: async (req) => calculateExtension(deps.db, currentUser(req).id, req.body),
  });
  addRoute(app, routes.requestExtension, {
    handler: async (req) => requestExtension(deps, currentUser(req).id, req.body),
  });
  addRoute(app, routes.approveExtension, {
    handler: async (req) => approveExtension(deps, currentUser(req).id, req.params.id),
  });
  addRoute(app, routes.denyExtension, {
    handler: async (req) => denyExtension(deps, currentUser(req).id, req.params.id, req.body?.reason ?? null),
  });
  addRoute(app, routes.payExtension, {
    handler: async (req) => payExtension(deps, currentUser(req).id, req.params.id, req.body),
  });
}
