/**
 * The borrower's pickup code (docs/decisions/0032-trust-at-hand-over.md) or, with `stage="return"`, return
 * code (docs/decisions/0036-return-code-and-reliability.md): 6 large digits and a QR code of them, rendered
 * in the browser with `qrcode` (nothing leaves the page). Loading, error (with retry) states. Texts from the
 * `handover` catalogue (ADR 0042).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import QRCode from 'qrcode';
import type { RentalDetails } from '@/contract/rentals';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { Spinner } from '@/client/components/ui/spinner';
import { usePickupCode, useReturnCode } from '../api/handover';

function QrImage({ code, alt }: { code: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(code, { margin: 1, width: 224, errorCorrectionLevel: 'M' }).then((url) => {
      if (live) setSrc(url);
    });
    return () => {
      live = false;
    };
  }, [code]);
  return src ? (
    <img src={src} alt={alt} width={224} height={224} className="rounded bg-white p-1" />
  ) : (
    <div className="size-56" />
  );
}

export interface PickupCodeDialogProps {
  rental: RentalDetails | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** which code: the pickup code (default) or, once the return is requested, the return code */
  stage?: 'pickup' | 'return';
}

/** The catalogue keys of each stage's code. */
const STAGE_KEYS = {
  pickup: {
    title: 'codeTitle',
    description: 'codeDescription',
    loading: 'codeLoading',
    error: 'codeError',
    label: 'codeLabel',
    qrAlt: 'qrAlt',
  },
  return: {
    title: 'returnCodeTitle',
    description: 'returnCodeDescription',
    loading: 'returnCodeLoading',
    error: 'returnCodeError',
    label: 'returnCodeLabel',
    qrAlt: 'returnQrAlt',
  },
} as const;

export function PickupCodeDialog({ rental, open, onOpenChange, stage = 'pickup' }: PickupCodeDialogProps) {
  const { t } = useTranslation('handover');
  const wanted = open && rental !== null;
  const pickup = usePickupCode(rental?.id ?? 0, wanted && stage === 'pickup');
  const returning = useReturnCode(rental?.id ?? 0, wanted && stage === 'return');
  const query = stage === 'pickup' ? pickup : returning;
  const keys = STAGE_KEYS[stage];
  if (!rental) return null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-sm">
        <DialogHeader>
          <DialogTitle>{t(keys.title)}</DialogTitle>
          <DialogDescription>{t(keys.description)}</DialogDescription>
        </DialogHeader>
        <div className="grid justify-items-center gap-3 py-2">
          <p className="text-muted-foreground text-sm">
            {rental.book.title} · {rental.lender.name}
          </p>
          {query.isPending ? (
            <div role="status" className="flex items-center gap-2 text-sm">
              <Spinner /> {t(keys.loading)}
            </div>
          ) : query.isError ? (
            <div role="alert" className="grid justify-items-center gap-2 text-sm">
              <p>{t(keys.error)}</p>
              <Button type="button" size="sm" variant="outline" onClick={() => void query.refetch()}>
                {t('retry')}
              </Button>
            </div>
          ) : (
            <>
              <p
                data-testid={`${stage}-code`}
                aria-label={[t(keys.label), ...query.data.code.split('')].join(' ')}
                className="font-mono text-4xl font-bold tracking-[0.3em]"
              >
                {query.data.code}
              </p>
              <QrImage code={query.data.code} alt={t(keys.qrAlt, { code: query.data.code })} />
            </>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
