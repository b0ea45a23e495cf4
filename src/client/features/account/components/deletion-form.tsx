/**
 * The confirm step of 'Delete my account' (ADR 0052) when nothing blocks it: what happens (erased after
 * DELETION_GRACE_DAYS days, a mail with a cancel link, payments and ledgers kept for accounting, /privacy),
 * the password (or, for a Google-only account, a fresh Google sign-in) and the confirm button, disabled while
 * saving. A 409 hands its blockers to `onBlocked`; any other refusal (403 wrong password or stale sign-in)
 * is shown in the form.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { GOOGLE_SIGN_IN_PATH } from '@/contract/auth';
import { deletionRefusal, type DeletionBlocker } from '@/contract/account';
import { DELETION_GRACE_DAYS } from '@/domain/account';
import { Button } from '@/client/components/ui/button';
import { DialogClose, DialogFooter } from '@/client/components/ui/dialog';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { ApiError, errorMessage } from '@/client/lib/api';
import { formatDate } from '@/client/lib/format';
import { useRequestDeletion } from '../api/account';

interface DeletionFormProps {
  hasPassword: boolean;
  onBlocked: (blockers: DeletionBlocker[]) => void;
  onDone: () => void;
}

/** The blockers of a 409 refusal, else null. */
function blockersOf(err: unknown): DeletionBlocker[] | null {
  if (!(err instanceof ApiError) || err.status !== 409) return null;
  const parsed = deletionRefusal.safeParse(err.json);
  return parsed.success ? parsed.data.blockers : null;
}

export function DeletionForm({ hasPassword, onBlocked, onDone }: DeletionFormProps) {
  const { t } = useTranslation('account');
  const passwordId = useId();
  const errorId = useId();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const request = useRequestDeletion();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    request.mutate(hasPassword ? { password } : {}, {
      onSuccess: (status) => {
        toast.success(t('dialog.scheduled', { date: formatDate(status.scheduledFor ?? new Date()) }));
        onDone();
      },
      onError: (err) => {
        const blockers = blockersOf(err);
        if (blockers?.length) onBlocked(blockers);
        else setProblem(errorMessage(err, t('dialog.failed')));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <ul className="text-muted-foreground grid list-disc gap-2 pl-5 text-sm">
        <li>{t('dialog.grace', { count: DELETION_GRACE_DAYS })}</li>
        <li>{t('dialog.mail')}</li>
        <li>
          {t('dialog.kept')}{' '}
          <Link to="/privacy" className="text-primary font-medium underline underline-offset-4">
            {t('dialog.privacyLink')}
          </Link>
        </li>
      </ul>
      {hasPassword ? (
        <div className="grid gap-2">
          <Label htmlFor={passwordId}>{t('dialog.password')}</Label>
          <Input
            id={passwordId}
            type="password"
            autoComplete="current-password"
            // the form appears once the status has loaded, after the dialog placed focus
            autoFocus
            value={password}
            maxLength={200}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
      ) : (
        <p className="text-sm">
          {t('dialog.googleHint')}{' '}
          <a href={GOOGLE_SIGN_IN_PATH} className="text-primary font-medium underline underline-offset-4">
            {t('dialog.googleLink')}
          </a>
        </p>
      )}
      {problem && (
        <p id={errorId} role="alert" className="text-destructive text-sm">
          {problem}
        </p>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={request.isPending}>
            {t('common:cancel')}
          </Button>
        </DialogClose>
        <Button
          type="submit"
          variant="destructive"
          disabled={request.isPending || (hasPassword && password === '')}
        >
          {request.isPending ? t('dialog.deleting') : t('dialog.confirm')}
        </Button>
      </DialogFooter>
    </form>
  );
}
