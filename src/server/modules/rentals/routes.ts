/**
 * HTTP routes of the rentals area (spec 000 §7 "Payments and transactions"; 001 §7):
 * `POST /api/rentals/borrow`, the borrowed, lent and active lists and the reminder (all signed in), then each
 * sub-folder's routes: returns and extensions (`returns/routes.ts`), reliability
 * (`returns/reliability-routes.ts`), the hand-over (`handover/routes.ts`), condition photos and deposit
 * claims (`claims/routes.ts`).
 */
import type { FastifyInstance } from 'fastify';
import { returnsRoutes as lifecycleRoutes } from '@/contract/returns';
import { rentalsRoutes } from '@/contract/rentals';
import { addRoute } from '../../lib/route';
import { currentUser } from '../../plugins/session';
import { requestLanguage } from '../../i18n/request-language';
import { t } from '../../i18n/t';
import { listActive, listBorrowed, listLent } from './lists';
import { sendReminder } from './notices';
import { rentalClaimRoutes } from './claims/routes';
import { rentalHandoverRoutes } from './handover/routes';
import { rentalReturnRoutes } from './returns/routes';
import { rentalReliabilityRoutes } from './returns/reliability-routes';
import { borrowBook } from './borrowing/service';

export async function rentalsModule(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const now = () => deps.clock.now();
  addRoute(app, rentalsRoutes.borrow, {
    handler: async (request) => borrowBook(app.deps, currentUser(request).id, request.body),
  });
  addRoute(app, rentalsRoutes.borrowed, {
    handler: async (req) => listBorrowed(deps.db, currentUser(req).id, now()),
  });
  addRoute(app, rentalsRoutes.lent, {
    handler: async (req) => listLent(deps.db, currentUser(req).id, now()),
  });
  addRoute(app, rentalsRoutes.active, {
    handler: async (req) => listActive(deps.db, currentUser(req).id, now()),
  });
  addRoute(app, lifecycleRoutes.sendReminder, {
    handler: async (req) => {
      await sendReminder(deps, currentUser(req).id, req.params.id, req.body?.notes ?? null);
      return { message: t('rentals:lifecycle.reminderSent', {}, requestLanguage(req)) };
    },
  });
  rentalReturnRoutes(app);
  rentalHandoverRoutes(app);
  rentalReliabilityRoutes(app);
  await rentalClaimRoutes(app);
}
