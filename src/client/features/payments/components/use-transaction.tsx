/**
 * Runs a borrow or a buy the way spec 000 §4 describes it:
 * - Card/UPI: POST /api/payments/create-order (book, duration and offer: the server prices it), the
 *   provider's checkout (demo chooser or Razorpay Checkout), then borrow/buy with paymentId and orderId
 *   (and Razorpay's signature);
 * - Brocks: borrow/buy directly, no provider;
 * then the success toast with the collection address, and the lists refreshed. Every failure ends in the
 * spec's toast (§8): 'Payment Failed' (order), 'Payment Cancelled' (checkout dismissed), 'Transaction
 * Failed' (paid but the borrow/buy failed), or the server's message / 'Failed to {type} book' (Brocks).
 * `run` resolves true on success. Render `element` (the demo chooser) next to the dialog.
 */
import { useTranslation } from 'react-i18next';
import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Book } from '@/contract/books';
import type { ContactInfo } from '@/contract/payments';
import { useCurrentUser } from '@/client/features/auth';
import { useCreateOrder } from '../api/create-order';
import type { CheckoutOutcome } from '../lib/checkout-outcome';
import { useCheckout } from './use-checkout';
import type { DemoPaymentTimings } from './demo-payment-dialog';
import { useBuyBook } from '@/client/features/purchases/api/buy-book';
import { useBorrowBook } from '../api/borrow-book';
import { durationLabel, type DialogPaymentMethod } from '../lib/borrow-buy-form';
import { refreshAfterTransaction } from '../lib/refresh-after-transaction';
import { appliedBrocksFor, type TransactionCost } from '../lib/transaction-cost';
import {
  toastCheckoutFailed,
  toastOrderFailed,
  toastPaymentCancelled,
  toastPostPaymentFailed,
  toastTransactionFailed,
  toastTransactionSuccess,
} from '../lib/transaction-toasts';

export interface TransactionRequest {
  book: Book;
  paymentMethod: DialogPaymentMethod;
  /** the displayed cost; its type says borrow or buy */
  cost: TransactionCost;
}

/** Where a transaction is: ordering, in the provider's checkout, or completing the borrow/buy. */
export type TransactionPhase = 'idle' | 'ordering' | 'checkout' | 'completing';

type PaidProof = Extract<CheckoutOutcome, { status: 'paid' }>;

/** The create-order body for a request: the server prices the order from these inputs, never the displayed total. */
function orderInputFor({ book, cost }: TransactionRequest) {
  return cost.type === 'borrow'
    ? {
        purpose: 'rental' as const,
        bookId: book.id,
        duration: cost.quote.days,
        appliedBrocks: appliedBrocksFor(cost),
        bookTitle: book.title,
        lenderName: book.owner.name,
      }
    : { purpose: 'purchase' as const, bookId: book.id, bookTitle: book.title, lenderName: book.owner.name };
}

/** Completes the borrow or buy (with the provider's proof, or null for Brocks / nothing to pay); resolves the contact to collect from. */
function useCompleteTransaction() {
  const borrow = useBorrowBook();
  const buy = useBuyBook();
  return async (
    { book, paymentMethod, cost }: TransactionRequest,
    proof: PaidProof | null,
  ): Promise<ContactInfo> => {
    const payment = {
      paymentMethod,
      paymentId: proof?.paymentId ?? null,
      orderId: proof?.orderId ?? null,
      signature: proof?.signature ?? null,
    };
    if (cost.type === 'buy') return (await buy.mutateAsync({ bookId: book.id, ...payment })).sellerInfo;
    const answer = await borrow.mutateAsync({
      bookId: book.id,
      duration: cost.quote.days,
      appliedBrocks: appliedBrocksFor(cost),
      ...payment,
    });
    return answer.collectionInfo;
  };
}

/**
 * Pays with the provider: creates the order, then runs the checkout. `pay` resolves the paid proof, or null
 * when the member cancelled or it failed (the spec's toast is shown). `element` is the demo chooser.
 */
function useProviderPayment(
  demoTimings: DemoPaymentTimings | undefined,
  setPhase: (phase: TransactionPhase) => void,
) {
  const { t } = useTranslation('payments');
  const user = useCurrentUser();
  const createOrder = useCreateOrder();
  const checkout = useCheckout({ demoTimings });

  const pay = async (request: TransactionRequest): Promise<PaidProof | null> => {
    const { book, cost } = request;
    setPhase('ordering');
    let order;
    try {
      order = await createOrder.mutateAsync(orderInputFor(request));
    } catch (err) {
      toastOrderFailed(err);
      return null;
    }
    setPhase('checkout');
    let outcome: CheckoutOutcome;
    try {
      outcome = await checkout.checkout(order, {
        description:
          cost.type === 'borrow'
            ? t('payment.borrowDescription', { title: book.title, duration: durationLabel(cost.quote.days) })
            : t('payment.buyDescription', { title: book.title }),
        prefill: { name: user.name, email: user.email, contact: user.phone },
      });
    } catch (err) {
      toastCheckoutFailed(err);
      return null;
    }
    if (outcome.status === 'cancelled') {
      toastPaymentCancelled();
      return null;
    }
    return outcome;
  };

  return { pay, element: checkout.element as ReactNode };
}

export function useTransaction({ demoTimings }: { demoTimings?: DemoPaymentTimings } = {}) {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<TransactionPhase>('idle');
  const complete = useCompleteTransaction();
  const provider = useProviderPayment(demoTimings, setPhase);

  const run = async (request: TransactionRequest): Promise<boolean> => {
    const type = request.cost.type;
    let proof: PaidProof | null = null;
    try {
      // nothing to pay when Hubshelf credit covers it all (ADR 0028): no provider order
      if (request.paymentMethod !== 'brocks' && request.cost.quote.payablePaise > 0) {
        proof = await provider.pay(request);
        if (!proof) return false;
      }
      setPhase('completing');
      try {
        toastTransactionSuccess(type, await complete(request, proof));
        return true;
      } catch (err) {
        if (proof) toastPostPaymentFailed();
        else toastTransactionFailed(type, err);
        return false;
      } finally {
        // Success or refusal, the book's state may have changed (spec 000 §4 "After success: refresh").
        void refreshAfterTransaction(queryClient);
      }
    } finally {
      setPhase('idle');
    }
  };

  return { run, phase, busy: phase !== 'idle', element: provider.element };
}
