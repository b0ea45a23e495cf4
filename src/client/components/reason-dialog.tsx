/**
 * A dialog that asks for an optional free-text reason before a destructive answer (reject a hub request,
 * decline an extension: spec 002 §2.1, §2.2, §7 deny {reason}). Cancelling aborts; while `pending` the
 * dialog cannot be closed. The form is mounted only while open, so each opening starts with an empty reason.
 * `onConfirm` gets the trimmed reason (at most 500 characters), or null when none was given.
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
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

export interface ReasonDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** The label of the reason's text area. */
  reasonLabel: ReactNode;
  /** The content of the (destructive) submit button, e.g. its label or a busy text while pending. */
  submitContent: ReactNode;
  pending: boolean;
  /** Called with the trimmed reason, or null when none was given. */
  onConfirm: (reason: string | null) => void;
}

export function ReasonDialog({ open, onOpenChange, title, description, ...form }: ReasonDialogProps) {
  const { pending } = form;
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {open && <ReasonForm {...form} onCancel={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function ReasonForm({
  reasonLabel,
  submitContent,
  pending,
  onConfirm,
  onCancel,
}: Pick<ReasonDialogProps, 'reasonLabel' | 'submitContent' | 'pending' | 'onConfirm'> & {
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    onConfirm(reason.trim() || null);
  }

  return (
    <form onSubmit={submit} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-reason`}>{reasonLabel}</Label>
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
          {submitContent}
        </Button>
      </DialogFooter>
    </form>
  );
}
