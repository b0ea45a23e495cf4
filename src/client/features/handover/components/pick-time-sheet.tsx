/**
 * The 'Pick a time' sheet of a rental's hand-over (docs/decisions/0050-conversations-and-safety.md): for the
 * borrower, the owner's slots in the next 7 days grouped by day (a slot is agreed at once), and for either
 * party 'Propose another time' (a date and time in India time, which the other party accepts or answers).
 * Buttons are disabled while a call runs; a refusal is shown in the sheet. Texts from `handover`.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { HandoverTimeView } from '@/contract/handover';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/client/components/ui/sheet';
import { errorMessage } from '@/client/lib/api';
import { useProposeHandoverTime } from '../api/handover-times';
import { instantOfLocalInput, localInputOf, meetingText, slotsByDay } from '../lib/handover-time-text';

export interface PickTimeSheetProps {
  view: HandoverTimeView;
  /** `slots`: the borrower's pick among the owner's slots plus another time; `propose`: another time only */
  mode: 'slots' | 'propose';
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function Slots({
  view,
  busy,
  onPick,
}: {
  view: HandoverTimeView;
  busy: boolean;
  onPick: (iso: string) => void;
}) {
  const { t } = useTranslation('handover');
  const days = slotsByDay(view.slots, view.timeZone);
  if (days.length === 0) return <p className="text-muted-foreground text-sm">{t('times.noSlots')}</p>;
  return (
    <div className="grid gap-3">
      {days.map((day) => (
        <section key={day.key} aria-label={day.label} className="grid gap-1.5">
          <h3 className="text-sm font-medium">{day.label}</h3>
          <div className="flex flex-wrap gap-1.5">
            {day.slots.map((s) => (
              <Button
                key={s.iso}
                type="button"
                size="sm"
                variant="outline"
                disabled={busy}
                aria-label={t('times.slotLabel', { time: s.time, day: day.label })}
                onClick={() => onPick(s.iso)}
              >
                {s.time}
              </Button>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

function ProposeForm({
  view,
  busy,
  onSend,
}: {
  view: HandoverTimeView;
  busy: boolean;
  onSend: (iso: string) => void;
}) {
  const { t } = useTranslation(['handover', 'validation']);
  const id = useId();
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const min = localInputOf(new Date(), view.timeZone);
  return (
    <form
      className="grid gap-1.5"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const iso = instantOfLocalInput(value, view.timeZone);
        setInvalid(!iso);
        if (iso) onSend(iso);
      }}
    >
      <Label htmlFor={`${id}-at`}>{t('times.proposeLabel')}</Label>
      <Input
        id={`${id}-at`}
        type="datetime-local"
        min={min}
        step={900}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-hint`}
        onChange={(e) => setValue(e.target.value)}
      />
      <p id={`${id}-hint`} className="text-muted-foreground text-xs">
        {invalid ? t('validation:handover.startsAt') : t('times.proposeHint')}
      </p>
      <Button type="submit" size="sm" className="justify-self-start" disabled={busy}>
        {busy ? t('times.sending') : t('times.sendProposal')}
      </Button>
    </form>
  );
}

export function PickTimeSheet({ view, mode, open, onOpenChange }: PickTimeSheetProps) {
  const { t } = useTranslation('handover');
  const propose = useProposeHandoverTime(view.rentalId);
  const [error, setError] = useState<string | null>(null);
  const send = async (iso: string) => {
    setError(null);
    try {
      const done = await propose.mutateAsync(iso);
      toast.success(done.message, { description: meetingText(iso, view.timeZone) });
      onOpenChange(false);
    } catch (err) {
      setError(errorMessage(err, t('times.timeFailed')));
    }
  };
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="bottom" className="max-h-[85dvh] p-4">
        <SheetHeader className="p-0 pr-8">
          <SheetTitle>{mode === 'slots' ? t('times.sheetTitle') : t('times.proposeOther')}</SheetTitle>
          <SheetDescription>
            {mode === 'slots' ? t('times.sheetDescription') : t('times.proposeHint')}
          </SheetDescription>
        </SheetHeader>
        {error && (
          <p role="alert" className="text-destructive text-sm">
            {error}
          </p>
        )}
        {mode === 'slots' && <Slots view={view} busy={propose.isPending} onPick={(iso) => void send(iso)} />}
        {mode === 'slots' && <h3 className="text-sm font-medium">{t('times.proposeOther')}</h3>}
        <ProposeForm view={view} busy={propose.isPending} onSend={(iso) => void send(iso)} />
      </SheetContent>
    </Sheet>
  );
}
