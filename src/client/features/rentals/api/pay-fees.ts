/**
 * The borrower's fee payments, each after a provider checkout (spec 001 §2.7, §2.9, §4.3, §4.4, §7; 002 §7):
 * - POST /api/rentals/:id/pay-late-fees {lateFeeAmount} (the unpaid late fee, rupees);
 * - POST /api/rentals/:id/pay-excess-charges {excessAmount} (what the deposit does not cover, rupees);
 * - POST /api/rentals/extensions/requests/:id/pay (the approved request's totalAmount) → newDueDate.
 * Each takes the payment proof (paymentMethod, paymentId, orderId, signature) and refreshes the rental
 * lists, books and notifications on success.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { returnsRoutes } from '@/contract/returns';
import { call } from '@/client/lib/api';
import { refreshAfterLifecycle } from '../lib/refresh-after-lifecycle';

/** What a fee payment pays for: the payment order's purpose (spec 000 §3). */
export type FeeKind = 'late_fee' | 'excess' | 'extension';

export interface FeeProof {
  paymentMethod: 'mock' | 'razorpay';
  paymentId: string;
  orderId: string;
  signature?: string | null;
}

export interface PayFeeInput {
  kind: FeeKind;
  /** the rental (late_fee, excess) or the extension request (extension) */
  id: number;
  /** rupees */
  amount: number;
  proof: FeeProof;
}

/** Records a paid fee; answers the new due date (ISO) for an extension, else null. */
async function payFee({ kind, id, amount, proof }: PayFeeInput): Promise<string | null> {
  const params = { id };
  if (kind === 'late_fee') {
    await call(returnsRoutes.payLateFees, { params, body: { lateFeeAmount: amount, ...proof } });
    return null;
  }
  if (kind === 'excess') {
    await call(returnsRoutes.payExcessCharges, { params, body: { excessAmount: amount, ...proof } });
    return null;
  }
  return (await call(returnsRoutes.payExtension, { params, body: proof })).newDueDate;
}

export function usePayFee() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: payFee, onSettled: () => refreshAfterLifecycle(queryClient) });
}
