/**
 * Asks for an optional reason before an extension request is declined (spec 002 §2.2, §7 deny {reason}).
 * Cancelling aborts; the reason is trimmed, empty → null.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { Label } from '@/client/components/ui/label';
import { Textarea } from '@/client/components/ui/textarea';

interface DeclineExtensionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  bookTitle: string;
  pending: boolean;
  /** called with the trimmed reason, or null when none was given */
  onConfirm: (reason: string | null) => void;
}

export function DeclineExtensionDialog({
  open,
  onOpenChange,
  bookTitle,
  pending,
  onConfirm,
}: DeclineExtensionDialogProps) {
  const { t } = useTranslation('notifications');
  const id = useId();
  const [reason, setReason] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    onConfirm(reason.trim() || null);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        if (next) setReason('');
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('declineDialog.title')}</DialogTitle>
          <DialogDescription>{t('declineDialog.description', { title: bookTitle })}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-reason`}>{t('declineDialog.reason')}</Label>
            <Textarea
              id={`${id}-reason`}
              value={reason}
              maxLength={500}
              rows={3}
              onChange={(e) => setReason(e.target.value)}
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              {t('common:cancel')}
            </Button>
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending ? t('declineDialog.busy') : t('declineDialog.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
