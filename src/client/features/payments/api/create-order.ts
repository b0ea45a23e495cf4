/**
 * POST /api/payments/create-order (spec 000 §3 "Payment order", §7): an order for `amount` paise with its
 * purpose, book title and lender name. The answer names the provider whose checkout pays it (`demo` → the
 * demo payment chooser, `razorpay` → Razorpay Checkout with `keyId`). A refusal surfaces as an `ApiError`
 * whose server message the caller shows under 'Payment Failed' (spec 000 §8).
 */
import { useMutation } from '@tanstack/react-query';
import { paymentsRoutes, type CreateOrderBody } from '@/contract/payments';
import { call } from '@/client/lib/api';

export function useCreateOrder() {
  return useMutation({ mutationFn: (body: CreateOrderBody) => call(paymentsRoutes.createOrder, { body }) });
}
