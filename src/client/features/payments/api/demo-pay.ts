/**
 * POST /api/payments/demo/pay (spec 001 §2.10, §4.5): the demo chooser pays its order with the chosen
 * method; the answer's `paymentId` and `orderId` go to the borrow, buy or fee call.
 */
import { useMutation } from '@tanstack/react-query';
import { paymentsRoutes, type DemoPayBody } from '@/contract/payments';
import { call } from '@/client/lib/api';

export function useDemoPay() {
  return useMutation({ mutationFn: (body: DemoPayBody) => call(paymentsRoutes.demoPay, { body }) });
}
