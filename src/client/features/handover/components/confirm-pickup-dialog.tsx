/**
 * The owner's Confirm Pickup dialog (docs/decisions/0032-trust-at-hand-over.md): the borrower's 6-digit code
 * typed, or read from their QR code with the camera where the browser can. A wrong code shows the server's
 * reason ('That code does not match this rental'; after 5 wrong ones, the 15-minute lock) in the dialog.
 */
import { useCallback, useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { HANDOVER_MESSAGES } from '@/contract/handover';
import type { RentalDetails } from '@/contract/rentals';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { errorMessage } from '@/client/lib/api';
import { useConfirmPickup } from '../api/handover';
import { dayText, HANDOVER_TEXT } from '../lib/handover-text';
import { canScanQr, QrScanner } from './qr-scanner';

export interface ConfirmPickupDialogProps {
  rental: RentalDetails | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ConfirmPickupDialog({ rental, open, onOpenChange }: ConfirmPickupDialogProps) {
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);
  const confirm = useConfirmPickup();

  useEffect(() => {
    if (open) {
      setCode('');
      setError(null);
      setScanning(false);
    }
  }, [open, rental?.id]);

  const submit = useCallback(
    async (value: string) => {
      if (!rental) return;
      if (!/^\d{6}$/.test(value)) {
        setError(HANDOVER_MESSAGES.codeFormat);
        return;
      }
      setError(null);
      try {
        const done = await confirm.mutateAsync({ rentalId: rental.id, code: value });
        toast.success(HANDOVER_TEXT.pickupConfirmed, {
          description: HANDOVER_TEXT.pickupConfirmedText(dayText(done.rental.endDate)),
        });
        onOpenChange(false);
      } catch (err) {
        setError(errorMessage(err, HANDOVER_TEXT.pickupFailed));
      }
    },
    [confirm, onOpenChange, rental],
  );
  const onScanned = useCallback(
    (value: string) => {
      setScanning(false);
      setCode(value);
      void submit(value);
    },
    [submit],
  );

  if (!rental) return null;
  return (
    <Dialog open={open} onOpenChange={(next) => !confirm.isPending && onOpenChange(next)}>
      <DialogContent className="max-w-sm">
        <DialogHeader>
          <DialogTitle>{HANDOVER_TEXT.confirmTitle}</DialogTitle>
          <DialogDescription>
            {rental.book.title} · {rental.borrower.name}
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-3"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit(code.replace(/\s+/g, ''));
          }}
        >
          <p className="text-muted-foreground text-sm">{HANDOVER_TEXT.confirmDescription}</p>
          <div className="grid gap-1.5">
            <Label htmlFor={id}>{HANDOVER_TEXT.codeLabel}</Label>
            <Input
              id={id}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/[^\d\s]/g, '').slice(0, 7))}
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder="123456"
              className="font-mono text-lg tracking-widest"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            {error ? (
              <p id={`${id}-error`} role="alert" className="text-destructive text-sm">
                {error}
              </p>
            ) : null}
          </div>
          {scanning ? (
            <QrScanner onCode={onScanned} onStop={() => setScanning(false)} />
          ) : canScanQr() ? (
            <Button type="button" variant="outline" onClick={() => setScanning(true)}>
              {HANDOVER_TEXT.scan}
            </Button>
          ) : null}
          <DialogFooter>
            <Button type="submit" disabled={confirm.isPending}>
              {confirm.isPending ? HANDOVER_TEXT.confirming : HANDOVER_TEXT.confirmPickup}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
