/**
 * HTTP routes of the rentals area (spec 000 §7 "Payments and transactions"; 001 §7):
 * `POST /api/rentals/borrow` (signed in), the lists, returns and extensions (`returns/routes.ts`), the
 * hand-over's (`handover/routes.ts`), reliability (`returns/reliability-routes.ts`), and condition photos and
 * deposit claims (`claims/routes.ts`).
 */
import type { FastifyInstance } from 'fastify';
import { rentalsRoutes } from '@/contract/rentals';
import { addRoute } from '../../lib/route';
import { currentUser } from '../../plugins/session';
import { rentalClaimRoutes } from './claims/routes';
import { rentalHandoverRoutes } from './handover/routes';
import { rentalLifecycleRoutes } from './returns/routes';
import { rentalReliabilityRoutes } from './returns/reliability-routes';
import { borrowBook } from './borrowing/service';

export async function rentalsModule(app: FastifyInstance): Promise<void> {
  addRoute(app, rentalsRoutes.borrow, {
    handler: async (request) => borrowBook(app.deps, currentUser(request).id, request.body),
  });
  rentalLifecycleRoutes(app);
  rentalHandoverRoutes(app);
  rentalReliabilityRoutes(app);
  await rentalClaimRoutes(app);
}
