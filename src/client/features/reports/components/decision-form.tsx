/**
 * The administrator's decision on an open report (ADR 0050): Dismiss, Hide content (only for targets that can
 * be hidden: a book, review or message), Warn, Suspend (with a days input, 1–90) and Ban, each behind a
 * confirm step that says what follows. The server's message is the success toast; then `onDecided` (the tab
 * goes back to the queue, where the report is no longer open). A refusal is toasted with the server's message.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { HIDEABLE_TARGETS, REPORT_DECISIONS, SUSPEND_DAYS, type ReportDecision } from '@/domain/reports';
import type { ReportDetails } from '@/contract/reports';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/client/components/ui/alert-dialog';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { errorMessage } from '@/client/lib/api';
import { useDecideReport } from '../api/reports';
import { parseSuspendDays } from '../lib/suspend-days';

/** The decisions offered for a report: 'hide' only when its target can be hidden. */
export function decisionsFor(report: Pick<ReportDetails, 'targetKind'>): ReportDecision[] {
  return REPORT_DECISIONS.filter((d) => d !== 'hide' || HIDEABLE_TARGETS.includes(report.targetKind));
}

export function DecisionForm({ report, onDecided }: { report: ReportDetails; onDecided: () => void }) {
  const { t } = useTranslation('reports');
  const id = useId();
  const [days, setDays] = useState('7');
  const [daysError, setDaysError] = useState(false);
  const [asking, setAsking] = useState<ReportDecision | null>(null);
  const decide = useDecideReport(report.id);
  const suspendDays = parseSuspendDays(days);

  function ask(decision: ReportDecision) {
    if (decision === 'suspend' && suspendDays === null) return setDaysError(true);
    setDaysError(false);
    setAsking(decision);
  }

  async function confirm() {
    if (!asking) return;
    try {
      const body =
        asking === 'suspend' ? { decision: asking, suspendDays: suspendDays! } : { decision: asking };
      const done = await decide.mutateAsync(body);
      toast.success(done.message);
      setAsking(null);
      onDecided();
    } catch (err) {
      toast.error(t('decide.failed'), { description: errorMessage(err, t('common:pleaseTryAgain')) });
    }
  }

  return (
    <section className="grid gap-3" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="font-semibold">
        {t('decide.heading')}
      </h3>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-days`}>{t('decide.days', SUSPEND_DAYS)}</Label>
        <Input
          id={`${id}-days`}
          type="number"
          inputMode="numeric"
          min={SUSPEND_DAYS.min}
          max={SUSPEND_DAYS.max}
          step={1}
          className="w-28"
          value={days}
          aria-invalid={daysError || undefined}
          aria-describedby={daysError ? `${id}-days-error` : undefined}
          onChange={(e) => {
            setDays(e.target.value);
            setDaysError(false);
          }}
        />
        {daysError && (
          <p id={`${id}-days-error`} role="alert" className="text-destructive text-sm">
            {t('decide.daysInvalid', SUSPEND_DAYS)}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {decisionsFor(report).map((d) => (
          <Button
            key={d}
            type="button"
            variant={
              d === 'dismiss' ? 'outline' : d === 'ban' || d === 'suspend' ? 'destructive' : 'secondary'
            }
            disabled={decide.isPending}
            onClick={() => ask(d)}
          >
            {t(`decisions.${d}`)}
          </Button>
        ))}
      </div>
      <AlertDialog
        open={asking !== null}
        onOpenChange={(open) => !open && !decide.isPending && setAsking(null)}
      >
        <AlertDialogContent>
          {asking && (
            <AlertDialogHeader>
              <AlertDialogTitle>{t(`decide.confirmTitle.${asking}`)}</AlertDialogTitle>
              <AlertDialogDescription>
                {t(`decide.confirmText.${asking}`, { count: suspendDays ?? 0 })}
              </AlertDialogDescription>
            </AlertDialogHeader>
          )}
          <AlertDialogFooter>
            <AlertDialogCancel disabled={decide.isPending}>{t('common:cancel')}</AlertDialogCancel>
            <Button type="button" disabled={decide.isPending} onClick={() => void confirm()}>
              {decide.isPending ? t('decide.deciding') : t('decide.confirm')}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}
