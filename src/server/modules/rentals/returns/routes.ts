/**
 * HTTP routes of returns and extensions (spec 001 §7; 002 §7): return request and confirmation with the
 * return code, late fee and excess payments, and extensions (calculate, request, approve, deny, pay). All
 * signed in; the use cases check the party.
 */
import type { FastifyInstance } from 'fastify';
import { returnsRoutes as routes } from '@/contract/returns';
import { addRoute } from '../../../lib/route';
import { currentUser } from '../../../plugins/session';
import { requestLanguage } from '../../../i18n/request-language';
import { t } from '../../../i18n/t';
import { approveExtension, denyExtension, payExtension } from './extension-answers';
import { calculateExtension, requestExtension } from './extensions';
import { confirmReturnWithCode } from './return-code';
import { payRentalFee, requestReturn } from './returns';

export function rentalReturnRoutes(app: FastifyInstance): void {
  const { deps } = app;
  addRoute(app, routes.requestReturn, {
    handler: async (req) => requestReturn(deps, currentUser(req).id, req.params.id, req.body),
  });
  addRoute(app, routes.confirmReturn, {
    handler: async (req) => ({
      message: t('rentals:lifecycle.returnConfirmed', {}, requestLanguage(req)),
      ...(await confirmReturnWithCode(deps, currentUser(req).id, req.params.id, req.body)),
    }),
  });
  addRoute(app, routes.payLateFees, {
    handler: async (req) => ({
      message: t('rentals:lifecycle.lateFeesPaid', {}, requestLanguage(req)),
      ...(await payRentalFee(deps, currentUser(req).id, req.params.id, 'late_fee', {
        ...req.body,
        amountRupees: req.body.lateFeeAmount,
      })),
    }),
  });
  addRoute(app, routes.payExcessCharges, {
    handler: async (req) => ({
      message: t('rentals:lifecycle.excessPaid', {}, requestLanguage(req)),
      ...(await payRentalFee(deps, currentUser(req).id, req.params.id, 'excess', {
        ...req.body,
        amountRupees: req.body.excessAmount,
      })),
    }),
  });
  // a malformed extension body answers the spec's own text (spec 002 §8 "Extension")
  const invalidRequest = { invalidBodyMessage: 'rentals:lifecycle.invalidExtensionRequest' } as const;
  addRoute(app, routes.calculateExtension, {
    config: invalidRequest,
    handler: async (req) => calculateExtension(deps.db, currentUser(req).id, req.body),
  });
  addRoute(app, routes.requestExtension, {
    config: invalidRequest,
    handler: async (req) => requestExtension(deps, currentUser(req).id, req.body),
  });
  addRoute(app, routes.approveExtension, {
    handler: async (req) => approveExtension(deps, currentUser(req).id, req.params.id),
  });
  addRoute(app, routes.denyExtension, {
    handler: async (req) => denyExtension(deps, currentUser(req).id, req.params.id, req.body?.reason ?? null),
  });
  addRoute(app, routes.payExtension, {
    config: { invalidBodyMessage: 'rentals:lifecycle.invalidExtensionPayment' },
    handler: async (req) => ({
      message: t('rentals:lifecycle.extensionPaidMessage', {}, requestLanguage(req)),
      ...(await payExtension(deps, currentUser(req).id, req.params.id, req.body)),
    }),
  });
}
