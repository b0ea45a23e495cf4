/**
 * A rental's hand-over time on its card (docs/decisions/0050-conversations-and-safety.md): the agreed time;
 * or a pending proposal, which the other party accepts or answers with another time; or, with none, the
 * borrower's 'Pick a time' (the owner's slots) and the owner's 'Propose another time'. Once the book is picked
 * up (or the rental ends) only an agreed time is shown. Loading and error states; texts from `handover`.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarCheck, Clock } from 'lucide-react';
import { toast } from 'sonner';
import type { HandoverParty, HandoverTimeView } from '@/contract/handover';
import { Button } from '@/client/components/ui/button';
import { errorMessage } from '@/client/lib/api';
import { useAcceptHandoverTime, useHandoverTime } from '../api/handover-times';
import { meetingText } from '../lib/handover-time-text';
import { PickTimeSheet } from './pick-time-sheet';

export interface HandoverTimePanelProps {
  rentalId: number;
  /** the viewer's side of the rental */
  role: HandoverParty;
}

type SheetMode = 'slots' | 'propose';

function Status({ view }: { view: HandoverTimeView }) {
  const { t } = useTranslation('handover');
  if (view.agreed)
    return (
      <p className="flex items-center gap-1.5 text-sm font-medium" data-testid="handover-agreed">
        <CalendarCheck aria-hidden className="text-primary size-4 shrink-0" />
        {t('times.agreedAt', { time: meetingText(view.agreed.startsAt, view.timeZone) })}
      </p>
    );
  if (view.proposal) {
    const time = meetingText(view.proposal.startsAt, view.timeZone);
    const who = view.proposal.proposedBy === 'owner' ? t('times.theOwner') : t('times.theBorrower');
    return (
      <p className="flex items-center gap-1.5 text-sm">
        <Clock aria-hidden className="text-muted-foreground size-4 shrink-0" />
        {view.proposal.byMe ? t('times.proposedByMe', { time }) : t('times.proposedByOther', { who, time })}
      </p>
    );
  }
  return (
    <p className="text-muted-foreground text-xs">
      {view.role === 'borrower' ? t('times.noTimeBorrower') : t('times.noTimeOwner')}
    </p>
  );
}

function Actions({ view, onOpen }: { view: HandoverTimeView; onOpen: (mode: SheetMode) => void }) {
  const { t } = useTranslation('handover');
  const accept = useAcceptHandoverTime(view.rentalId);
  const borrower = view.role === 'borrower';
  const waitingForMe = view.proposal !== null && !view.proposal.byMe;
  const run = async () => {
    try {
      const done = await accept.mutateAsync();
      toast.success(done.message);
    } catch (err) {
      toast.error(t('times.timeFailed'), { description: errorMessage(err, t('times.panelError')) });
    }
  };
  return (
    <div className="flex flex-wrap gap-2">
      {waitingForMe && (
        <Button type="button" size="sm" disabled={accept.isPending} onClick={() => void run()}>
          {accept.isPending ? t('times.accepting') : t('times.accept')}
        </Button>
      )}
      {borrower && !waitingForMe && (
        <Button
          type="button"
          size="sm"
          variant={view.agreed ? 'outline' : 'default'}
          onClick={() => onOpen('slots')}
        >
          {view.agreed ? t('times.changeTime') : t('times.pickTime')}
        </Button>
      )}
      {(!borrower || waitingForMe) && (
        <Button type="button" size="sm" variant="outline" onClick={() => onOpen('propose')}>
          {t('times.proposeOther')}
        </Button>
      )}
    </div>
  );
}

export function HandoverTimePanel({ rentalId, role }: HandoverTimePanelProps) {
  const { t } = useTranslation('handover');
  const query = useHandoverTime(rentalId);
  const [sheet, setSheet] = useState<SheetMode | null>(null);
  if (query.isPending)
    return (
      <p role="status" className="text-muted-foreground text-xs">
        {t('times.panelLoading')}
      </p>
    );
  if (query.isError)
    return (
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-destructive text-xs">{t('times.panelError')}</p>
        <Button type="button" size="sm" variant="ghost" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  const view = { ...query.data, role };
  if (!view.canArrange && !view.agreed) return null;
  return (
    // a group, not a landmark: a list of rental cards shows one panel each
    <div
      role="group"
      aria-label={t('times.panelTitle')}
      className="grid gap-1.5"
      data-testid="handover-time-panel"
    >
      <Status view={view} />
      {view.canArrange && <Actions view={view} onOpen={setSheet} />}
      {view.canArrange && (
        <PickTimeSheet
          view={view}
          mode={sheet ?? 'propose'}
          open={sheet !== null}
          onOpenChange={(open) => !open && setSheet(null)}
        />
      )}
    </div>
  );
}
