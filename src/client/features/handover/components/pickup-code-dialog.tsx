/**
 * The borrower's pickup code (docs/decisions/0032-trust-at-hand-over.md): 6 large digits and a QR code of
 * them, rendered in the browser with `qrcode` (nothing leaves the page). Loading, error (with retry) states.
 */
import { useEffect, useState } from 'react';
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
import { usePickupCode } from '../api/handover';
import { HANDOVER_TEXT } from '../lib/handover-text';

function QrImage({ code }: { code: string }) {
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
    <img
      src={src}
      alt={HANDOVER_TEXT.qrAlt(code)}
      width={224}
      height={224}
      className="rounded bg-white p-1"
    />
  ) : (
    <div className="size-56" />
  );
}

export interface PickupCodeDialogProps {
  rental: RentalDetails | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function PickupCodeDialog({ rental, open, onOpenChange }: PickupCodeDialogProps) {
  const query = usePickupCode(rental?.id ?? 0, open && rental !== null);
  if (!rental) return null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-sm">
        <DialogHeader>
          <DialogTitle>{HANDOVER_TEXT.codeTitle}</DialogTitle>
          <DialogDescription>{HANDOVER_TEXT.codeDescription}</DialogDescription>
        </DialogHeader>
        <div className="grid justify-items-center gap-3 py-2">
          <p className="text-muted-foreground text-sm">
            {rental.book.title} · {rental.lender.name}
          </p>
          {query.isPending ? (
            <div role="status" className="flex items-center gap-2 text-sm">
              <Spinner /> {HANDOVER_TEXT.codeLoading}
            </div>
          ) : query.isError ? (
            <div role="alert" className="grid justify-items-center gap-2 text-sm">
              <p>{HANDOVER_TEXT.codeError}</p>
              <Button type="button" size="sm" variant="outline" onClick={() => void query.refetch()}>
                {HANDOVER_TEXT.retry}
              </Button>
            </div>
          ) : (
            <>
              <p
                data-testid="pickup-code"
                aria-label={`${HANDOVER_TEXT.codeLabel} ${query.data.code.split('').join(' ')}`}
                className="font-mono text-4xl font-bold tracking-[0.3em]"
              >
                {query.data.code}
              </p>
              <QrImage code={query.data.code} />
            </>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
