/**
 * POST /api/payments/create-order (spec 000 §3 "Payment order", §7). The server prices the order
 * (docs/decisions/0014-server-pricing-authority.md): a rental or purchase from its inputs, a late fee or
 * excess from `rentalId`, an extension from `extensionRequestId`; only a Brocks order sends `amount` (paise).
 * The answer names the provider whose checkout pays it (`demo` → the
 * demo payment chooser, `razorpay` → Razorpay Checkout with `keyId`). A refusal surfaces as an `ApiError`
 * whose server message the caller shows under 'Payment Failed' (spec 000 §8).
 */
import { useMutation } from '@tanstack/react-query';
import { paymentsRoutes, type CreateOrderBody } from '@/contract/payments';
import { call } from '@/client/lib/api';

export function useCreateOrder() {
  return useMutation({ mutationFn: (body: CreateOrderBody) => call(paymentsRoutes.createOrder, { body }) });
}
