/**
 * The demo payment chooser (spec 001 §2.10, §4.5, §9): the checkout of the `demo` provider. Methods card
 * (marked Popular), upi, netbanking and wallet; Pay needs a chosen method. Paying calls
 * POST /api/payments/demo/pay for the payment id and shows 'processing' for 2 s, then 'success' for 2 s,
 * then hands the payment to `onPaid` and resets to the choice. Closing the chooser before paying is a
 * cancel (`onCancel`); it cannot be closed while paying. A refused payment returns to the choice with the
 * server's message. No real money moves and no third-party script is loaded. Texts from the `payments`
 * catalogue, the amount through `formatRupees` (ADR 0042).
 */
import { useTranslation } from 'react-i18next';
import { useState, type ComponentType } from 'react';
import { CircleCheck, CreditCard, Landmark, Smartphone, Wallet } from 'lucide-react';
import { paiseToRupees } from '@/domain/money';
import { DEMO_PAYMENT_METHODS, type DemoPaymentMethod } from '@/contract/payments';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { ChoiceCard } from '@/client/components/ui/choice-card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { RadioGroup } from '@/client/components/ui/radio-group';
import { Spinner } from '@/client/components/ui/spinner';
import { errorMessage } from '@/client/lib/api';
import { formatRupees } from '@/client/lib/format';
import { useDemoPay } from '../api/demo-pay';

/** How long the chooser shows processing and then success, in ms (spec 001 §4.5, §9: 2 s each). */
export interface DemoPaymentTimings {
  processingMs: number;
  successMs: number;
}

export const DEMO_PAYMENT_TIMINGS: DemoPaymentTimings = { processingMs: 2_000, successMs: 2_000 };

/** Each method's icon; its label and hint are `demo.methods.<method>` in the catalogue. */
const METHOD_ICONS: Record<DemoPaymentMethod, ComponentType<{ className?: string }>> = {
  card: CreditCard,
  upi: Smartphone,
  netbanking: Landmark,
  wallet: Wallet,
};

/** The method marked popular (spec 001 §2.10). */
const POPULAR: DemoPaymentMethod = 'card';

type Phase = 'select' | 'processing' | 'success';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface DemoPayment {
  paymentId: string;
  orderId: string;
}

interface DemoPaymentDialogProps {
  open: boolean;
  orderId: string;
  /** paise */
  amount: number;
  /** What is being paid for, e.g. 'Borrow "Dune" for 7 days'. */
  description: string;
  onPaid: (payment: DemoPayment) => void;
  onCancel: () => void;
  timings?: DemoPaymentTimings;
}

/**
 * The chooser's state: the phase, the chosen method, the refusal message; `pay` runs the demo payment
 * (processing then success, each for its timing) and `cancel` clears the choice before `onCancel`.
 */
function useDemoPaymentFlow({
  orderId,
  onPaid,
  onCancel,
  timings,
}: Pick<DemoPaymentDialogProps, 'orderId' | 'onPaid' | 'onCancel'> & { timings: DemoPaymentTimings }) {
  const { t } = useTranslation('payments');
  const demoPay = useDemoPay();
  const [phase, setPhase] = useState<Phase>('select');
  const [method, setMethod] = useState<DemoPaymentMethod | null>(null);
  const [error, setError] = useState<string | null>(null);

  const pay = async () => {
    if (!method) return;
    setError(null);
    setPhase('processing');
    let payment: DemoPayment;
    try {
      [payment] = await Promise.all([demoPay.mutateAsync({ orderId, method }), wait(timings.processingMs)]);
    } catch (err) {
      setError(errorMessage(err, t('demo.failed')));
      setPhase('select');
      return;
    }
    setPhase('success');
    await wait(timings.successMs);
    setPhase('select');
    setMethod(null);
    onPaid({ paymentId: payment.paymentId, orderId: payment.orderId });
  };

  const cancel = () => {
    setMethod(null);
    setError(null);
    onCancel();
  };

  return { phase, method, setMethod, error, pay, cancel, busy: phase !== 'select' };
}

export function DemoPaymentDialog({
  open,
  orderId,
  amount,
  description,
  onPaid,
  onCancel,
  timings = DEMO_PAYMENT_TIMINGS,
}: DemoPaymentDialogProps) {
  const { t } = useTranslation('payments');
  const flow = useDemoPaymentFlow({ orderId, onPaid, onCancel, timings });
  const { phase, busy } = flow;
  const price = formatRupees(paiseToRupees(amount));

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && flow.cancel()}>
      <DialogContent
        data-testid="demo-payment-dialog"
        showCloseButton={!busy}
        onEscapeKeyDown={(e) => busy && e.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>{t('demo.title')}</DialogTitle>
          <DialogDescription>{t('demo.description', { description })}</DialogDescription>
        </DialogHeader>

        {phase === 'processing' ? (
          <div className="grid justify-items-center gap-3 py-6 text-center" aria-live="polite">
            <Spinner className="size-8" aria-label={t('demo.processingLabel')} />
            <p className="font-medium">{t('demo.processing')}</p>
            <p className="text-muted-foreground text-sm">{t('demo.doNotClose')}</p>
          </div>
        ) : phase === 'success' ? (
          <div className="grid justify-items-center gap-3 py-6 text-center" aria-live="polite">
            <CircleCheck aria-hidden className="size-10 text-emerald-600 dark:text-emerald-400" />
            <p className="font-medium">{t('demo.success')}</p>
            <p className="text-muted-foreground text-sm">{t('demo.paid', { price })}</p>
          </div>
        ) : (
          <MethodChoice price={price} {...flow} />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The choice step: the amount, the methods (card marked popular), a refusal message, Cancel and Pay. */
function MethodChoice({
  price,
  method,
  setMethod,
  error,
  pay,
  cancel,
}: { price: string } & Pick<
  ReturnType<typeof useDemoPaymentFlow>,
  'method' | 'setMethod' | 'error' | 'pay' | 'cancel'
>) {
  const { t } = useTranslation('payments');
  return (
    <div className="grid gap-4">
      <p className="flex items-baseline justify-between text-sm">
        <span className="text-muted-foreground">{t('demo.amountToPay')}</span>
        <span className="text-lg font-bold">{price}</span>
      </p>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{t('demo.chooseMethod')}</legend>
        <RadioGroup
          value={method ?? ''}
          onValueChange={(value) => setMethod(value as DemoPaymentMethod)}
          className="gap-2"
        >
          {DEMO_PAYMENT_METHODS.map((value) => {
            const Icon = METHOD_ICONS[value];
            return (
              <ChoiceCard key={value} value={value}>
                <Icon aria-hidden className="text-muted-foreground size-5 shrink-0" />
                <span className="grid flex-1 gap-0.5">
                  <span className="font-medium">{t(`demo.methods.${value}.label`)}</span>
                  <span className="text-muted-foreground text-xs">{t(`demo.methods.${value}.hint`)}</span>
                </span>
                {value === POPULAR && <Badge variant="secondary">{t('demo.popular')}</Badge>}
              </ChoiceCard>
            );
          })}
        </RadioGroup>
      </fieldset>
      {error && (
        <p role="alert" className="text-destructive text-sm">
          {error}
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={cancel}>
          {t('common:cancel')}
        </Button>
        <Button type="button" onClick={() => void pay()} disabled={!method}>
          {t('demo.pay', { price })}
        </Button>
      </DialogFooter>
    </div>
  );
}
