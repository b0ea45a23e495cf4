/**
 * The owner's Confirm Pickup dialog (docs/decisions/0032-trust-at-hand-over.md): the borrower's 6-digit code
 * typed, or read from their QR code with the camera where the browser can. A wrong code shows the server's
 * reason ('That code does not match this rental'; after 5 wrong ones, the 15-minute lock) in the dialog.
 * Texts from the `handover` catalogue (ADR 0042).
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
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
import { errorMessage } from '@/client/lib/api';
import { useConfirmPickup } from '../api/handover';
import { formatDate } from '@/client/lib/format';
import { CodeField } from './code-field';

export interface ConfirmPickupDialogProps {
  rental: RentalDetails | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ConfirmPickupDialog({ rental, open, onOpenChange }: ConfirmPickupDialogProps) {
  const { t } = useTranslation('handover');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const confirm = useConfirmPickup();

  useEffect(() => {
    if (open) {
      setCode('');
      setError(null);
    }
  }, [open, rental?.id]);

  const submit = useCallback(
    async (value: string) => {
      if (!rental) return;
      if (!/^\d{6}$/.test(value)) {
        setError(t('codeFormat'));
        return;
      }
      setError(null);
      try {
        const done = await confirm.mutateAsync({ rentalId: rental.id, code: value });
        toast.success(t('pickupConfirmed'), {
          description: t('pickupConfirmedText', { due: formatDate(done.rental.endDate) }),
        });
        onOpenChange(false);
      } catch (err) {
        setError(errorMessage(err, t('pickupFailed')));
      }
    },
    [confirm, onOpenChange, rental, t],
  );
  const onScanned = useCallback(
    (value: string) => {
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
          <DialogTitle>{t('confirmTitle')}</DialogTitle>
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
          <p className="text-muted-foreground text-sm">{t('confirmDescription')}</p>
          <CodeField
            label={t('codeLabel')}
            value={code}
            onChange={setCode}
            error={error}
            onScanned={onScanned}
          />
          <DialogFooter>
            <Button type="submit" disabled={confirm.isPending}>
              {confirm.isPending ? t('confirming') : t('confirmPickup')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
