/**
 * Pays a late fee, excess charges or an approved extension through the payment provider (spec 001 §4.4,
 * §5, §8; 002 §2.2, §8): nothing when the amount is 0 or less ('No Late Fees' / 'No Payment Required');
 * else POST /api/payments/create-order with the fee's reference (purpose = the fee kind and `rentalId`, or
 * `extensionRequestId` for an extension; the server prices it and never takes an amount from here,
 * docs/decisions/0014-server-pricing-authority.md), the provider's checkout
 * (the demo chooser or Razorpay Checkout), then the pay call. Failures end in the spec's toasts: order
 * refused → 'Payment Failed' with the server message or 'Failed to create order'; dismissed → 'Payment
 * Cancelled'; checkout could not open → 'Payment Failed'; paid but not recorded → 'Transaction Failed …
 * contact support'. `pay` resolves true on success. Render `element` (the demo chooser) once.
 */
import { useState } from 'react';
import { useCurrentUser } from '@/client/features/auth';
import { useCheckout, useCreateOrder, type DemoPaymentTimings } from '@/client/features/payments';
import { usePayFee, type FeeKind } from '../api/pay-fees';
import { toastFeePaid, toastFeePaymentFailed, toastNothingToPay } from '../lib/fee-toasts';
import { toastOrderFailed, toastPaymentCancelled, toastPostPaymentFailed } from '@/client/features/payments';

export interface FeeRequest {
  kind: FeeKind;
  /** the rental (late_fee, excess) or the extension request (extension) */
  id: number;
  rentalId: number;
  /** rupees, as the server reported it due: shown, sent to the pay call, never to create-order */
  amount: number;
  bookTitle: string;
  lenderName: string;
  /** what the checkout shows, e.g. 'Late fee for "Dune"' */
  description: string;
}

export function useFeePayment({ demoTimings }: { demoTimings?: DemoPaymentTimings } = {}) {
  const user = useCurrentUser();
  const createOrder = useCreateOrder();
  const payFee = usePayFee();
  const checkout = useCheckout({ demoTimings });
  const [busy, setBusy] = useState(false);

  const run = async (req: FeeRequest): Promise<boolean> => {
    if (!(req.amount > 0)) {
      toastNothingToPay(req.kind);
      return false;
    }
    let order;
    try {
      order = await createOrder.mutateAsync(
        req.kind === 'extension'
          ? { purpose: 'extension', extensionRequestId: req.id }
          : { purpose: req.kind, rentalId: req.rentalId },
      );
    } catch (err) {
      toastOrderFailed(err);
      return false;
    }
    let outcome;
    try {
      outcome = await checkout.checkout(order, {
        description: req.description,
        prefill: { name: user.name, email: user.email, contact: user.phone },
      });
    } catch {
      toastFeePaymentFailed(req.kind);
      return false;
    }
    if (outcome.status === 'cancelled') {
      toastPaymentCancelled();
      return false;
    }
    try {
      const newDueDate = await payFee.mutateAsync({
        kind: req.kind,
        id: req.id,
        amount: req.amount,
        proof: {
          paymentMethod: order.provider === 'razorpay' ? 'razorpay' : 'mock',
          paymentId: outcome.paymentId,
          orderId: outcome.orderId,
          signature: outcome.signature ?? null,
        },
      });
      toastFeePaid(req.kind, req.amount, newDueDate);
      return true;
    } catch {
      toastPostPaymentFailed();
      return false;
    }
  };

  const pay = async (req: FeeRequest): Promise<boolean> => {
    setBusy(true);
    try {
      return await run(req);
    } finally {
      setBusy(false);
    }
  };

  return { pay, busy, element: checkout.element };
}
