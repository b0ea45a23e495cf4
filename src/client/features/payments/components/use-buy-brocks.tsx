/**
 * Buying a Brocks package (spec 002 §4 "Buying Brocks: select a package, pay, then complete the purchase.
 * Closing the payment window cancels the purchase", §8 "Buying"; ADR 0027): create a `brocks` order for the
 * package (the server prices it), pay it in the provider's checkout (`useCheckout`: the demo chooser, or
 * Razorpay Checkout whose script loads only then), then POST /api/brocks/purchase. Every outcome ends in
 * one of spec 002 §8's toasts (the `payments` catalogue, ADR 0042). `buy` resolves with the Brocks awarded,
 * or null. Render `element`.
 */
import { useTranslation } from 'react-i18next';
import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { BrocksPackage } from '@/contract/brocks-packages';
import { useCurrentUser } from '@/client/features/auth';
import { useCreateOrder } from '../api/create-order';
import { usePurchaseBrocks } from '../api/purchase-brocks';
import type { CheckoutOutcome } from '../lib/checkout-outcome';
import type { DemoPaymentTimings } from './demo-payment-dialog';
import { useCheckout } from './use-checkout';

/** Queries a purchase changes: the balance, rewards, earnings and the leaderboard (by path prefix). */
const CHANGED_PATHS = ['/api/user/credits', '/api/user/recent-rewards', '/api/user/earnings', '/api/brocks'];

export type BuyPhase = 'idle' | 'ordering' | 'checkout' | 'completing';

export function useBuyBrocks({ demoTimings }: { demoTimings?: DemoPaymentTimings } = {}) {
  const { t } = useTranslation('payments');
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const createOrder = useCreateOrder();
  const purchase = usePurchaseBrocks();
  const checkout = useCheckout({ demoTimings });
  const [phase, setPhase] = useState<BuyPhase>('idle');

  const refresh = () =>
    queryClient.invalidateQueries({
      predicate: ({ queryKey: [path] }) =>
        typeof path === 'string' && CHANGED_PATHS.some((p) => path === p || path.startsWith(`${p}/`)),
    });

  const run = async (pkg: BrocksPackage): Promise<number | null> => {
    setPhase('ordering');
    let order;
    try {
      order = await createOrder.mutateAsync({ purpose: 'brocks', packageId: pkg.id });
    } catch {
      toast.error(t('buyBrocks.toast.purchaseFailed'), {
        description: t('buyBrocks.toast.createOrderFailed'),
      });
      return null;
    }
    setPhase('checkout');
    let outcome: CheckoutOutcome;
    try {
      outcome = await checkout.checkout(order, {
        description: t('buyBrocks.checkoutDescription', { name: pkg.name }),
        prefill: { name: user.name, email: user.email, contact: user.phone },
      });
    } catch {
      toast.error(t('buyBrocks.toast.paymentError'), { description: t('buyBrocks.toast.paymentNotLoaded') });
      return null;
    }
    if (outcome.status === 'cancelled') {
      toast(t('buyBrocks.toast.paymentCancelled'), {
        description: t('buyBrocks.toast.paymentCancelledText'),
      });
      return null;
    }
    setPhase('completing');
    try {
      const { brocksAwarded } = await purchase.mutateAsync({
        packageId: pkg.id,
        orderId: outcome.orderId,
        paymentId: outcome.paymentId,
        signature: outcome.signature ?? null,
        paymentMethod: order.provider === 'razorpay' ? 'razorpay' : 'mock',
      });
      toast.success(t('buyBrocks.toast.success', { brocks: brocksAwarded }));
      return brocksAwarded;
    } catch {
      toast.error(t('buyBrocks.toast.purchaseFailed'), { description: t('buyBrocks.toast.completeFailed') });
      return null;
    } finally {
      void refresh();
    }
  };

  const buy = async (pkg: BrocksPackage | null): Promise<number | null> => {
    if (!pkg) {
      toast.error(t('buyBrocks.toast.selectPackage'));
      return null;
    }
    try {
      return await run(pkg);
    } finally {
      setPhase('idle');
    }
  };

  const element: ReactNode = checkout.element;
  return { buy, phase, busy: phase !== 'idle', element };
}
