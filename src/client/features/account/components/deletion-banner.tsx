/**
 * The scheduled-deletion banner on Home and Profile (ADR 0052): 'Your account will be deleted on 5 Dec 2026.'
 * with 'Keep my account' (DELETE /api/account/deletion, then the server's message as a toast). Shows nothing
 * while the status loads, when it cannot be read, or when no deletion is scheduled.
 */
import { useId } from 'react';
import { CalendarX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/client/components/ui/button';
import { errorMessage } from '@/client/lib/api';
import { formatDate } from '@/client/lib/format';
import { useCancelDeletion, useDeletionStatus } from '../api/account';

export function DeletionBanner() {
  const { t } = useTranslation('account');
  const textId = useId();
  const status = useDeletionStatus();
  const cancel = useCancelDeletion();
  const scheduledFor = status.data?.scheduledFor;
  if (!scheduledFor) return null;

  const keep = () =>
    cancel.mutate(undefined, {
      onSuccess: (done) => toast.success(done.message),
      onError: (err) =>
        toast.error(t('banner.keepFailed'), { description: errorMessage(err, t('common:pleaseTryAgain')) }),
    });

  return (
    <section
      aria-labelledby={textId}
      className="grid gap-3 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100"
    >
      <div className="flex items-start gap-2">
        <CalendarX aria-hidden className="mt-0.5 size-5 shrink-0" />
        <p id={textId} className="text-sm font-medium">
          {t('banner.text', { date: formatDate(scheduledFor) })}
        </p>
      </div>
      <Button type="button" size="sm" disabled={cancel.isPending} onClick={keep}>
        {cancel.isPending ? t('banner.keeping') : t('banner.keep')}
      </Button>
    </section>
  );
}
