/**
 * Asks for an optional rejection reason before a hub request is rejected (spec 002 §2.1, §2.2:
 * "Rejecting prompts for an optional reason, and cancelling the prompt aborts"). Used by the admin
 * panel and the notifications page.
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
import { Spinner } from '@/client/components/ui/spinner';
import { Textarea } from '@/client/components/ui/textarea';

interface RejectReasonDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The request's hub name, shown in the title. */
  hubName: string;
  pending: boolean;
  /** Called with the trimmed reason, or null when none was given. */
  onConfirm: (reason: string | null) => void;
}

export function RejectReasonDialog({
  open,
  onOpenChange,
  hubName,
  pending,
  onConfirm,
}: RejectReasonDialogProps) {
  const { t } = useTranslation('hubs');
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('reject.title', { name: hubName })}</DialogTitle>
          <DialogDescription>{t('reject.description')}</DialogDescription>
        </DialogHeader>
        {open && <ReasonForm pending={pending} onConfirm={onConfirm} onCancel={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function ReasonForm({
  pending,
  onConfirm,
  onCancel,
}: {
  pending: boolean;
  onConfirm: (reason: string | null) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('hubs');
  const id = useId();
  const [reason, setReason] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    onConfirm(reason.trim() || null);
  }

  return (
    <form onSubmit={submit} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-reason`}>{t('reject.reason')}</Label>
        <Textarea
          id={`${id}-reason`}
          value={reason}
          maxLength={500}
          rows={3}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          {t('common:cancel')}
        </Button>
        <Button type="submit" variant="destructive" disabled={pending}>
          {pending && <Spinner aria-label={t('reject.rejecting')} />}
          {t('reject.reject')}
        </Button>
      </DialogFooter>
    </form>
  );
}
