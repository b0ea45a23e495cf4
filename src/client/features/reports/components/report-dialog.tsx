/**
 * The Report dialog (ADR 0050): what is reported (target kind and id), a required category from the six
 * (radio group, worded for people), an optional note of at most 500 characters with a counter, and 'Send
 * report', disabled while saving. Success closes the dialog with the server's message as a toast; a refusal
 * (409 'You already reported this', or any other) stays in the dialog as the server's message. The form is
 * mounted only while open, so each opening starts empty. Texts: the `reports` catalogue.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  REPORT_CATEGORIES,
  REPORT_NOTE_MAX,
  type ReportCategory,
  type ReportTargetKind,
} from '@/domain/reports';
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
import { RadioGroup, RadioGroupItem } from '@/client/components/ui/radio-group';
import { Textarea } from '@/client/components/ui/textarea';
import { errorMessage } from '@/client/lib/api';
import { useCreateReport } from '../api/reports';

/** What a report is about: its kind and the id of the member, book, review or message. */
export interface ReportTarget {
  kind: ReportTargetKind;
  id: number;
}

export interface ReportDialogProps {
  /** The target to report; null closes the dialog. */
  target: ReportTarget | null;
  onClose: () => void;
}

export function ReportDialog({ target, onClose }: ReportDialogProps) {
  const { t } = useTranslation('reports');
  const [saving, setSaving] = useState(false);
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && !saving && onClose()}>
      <DialogContent>
        {target && (
          <>
            <DialogHeader>
              <DialogTitle>{t(`dialog.title.${target.kind}`)}</DialogTitle>
              <DialogDescription>{t('dialog.description')}</DialogDescription>
            </DialogHeader>
            <ReportForm target={target} onDone={onClose} onSaving={setSaving} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function ReportForm({
  target,
  onDone,
  onSaving,
}: {
  target: ReportTarget;
  onDone: () => void;
  onSaving: (saving: boolean) => void;
}) {
  const { t } = useTranslation('reports');
  const id = useId();
  const [category, setCategory] = useState<ReportCategory | ''>('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateReport();
  const noteLength = note.trim().length;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!category) return setProblem(t('dialog.chooseCategory'));
    if (noteLength > REPORT_NOTE_MAX) return setProblem(t('dialog.noteTooLong', { max: REPORT_NOTE_MAX }));
    setProblem(null);
    onSaving(true);
    try {
      const done = await create.mutateAsync({
        targetKind: target.kind,
        targetId: target.id,
        category,
        note: note.trim() || null,
      });
      toast.success(done.message);
      onDone();
    } catch (err) {
      setProblem(errorMessage(err, t('dialog.failed')));
    } finally {
      onSaving(false);
    }
  }

  return (
    <form className="grid gap-4" onSubmit={(e) => void submit(e)} noValidate>
      <div className="grid gap-2">
        <p id={`${id}-category`} className="text-sm font-medium">
          {t('dialog.category')}
        </p>
        <RadioGroup
          aria-labelledby={`${id}-category`}
          aria-required
          value={category}
          onValueChange={(v) => {
            setCategory(v as ReportCategory);
            setProblem(null);
          }}
          className="gap-2"
        >
          {REPORT_CATEGORIES.map((c) => (
            <div key={c} className="flex items-center gap-2">
              <RadioGroupItem value={c} id={`${id}-${c}`} />
              <Label htmlFor={`${id}-${c}`} className="font-normal">
                {t(`categories.${c}`)}
              </Label>
            </div>
          ))}
        </RadioGroup>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-note`}>{t('dialog.note')}</Label>
        <Textarea
          id={`${id}-note`}
          value={note}
          rows={3}
          maxLength={REPORT_NOTE_MAX}
          aria-describedby={`${id}-counter`}
          onChange={(e) => setNote(e.target.value)}
        />
        <p id={`${id}-counter`} className="text-muted-foreground text-right text-xs">
          {t('dialog.counter', { count: noteLength, max: REPORT_NOTE_MAX })}
        </p>
      </div>
      {problem && (
        <p role="alert" className="text-destructive text-sm">
          {problem}
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={create.isPending}>
          {t('common:cancel')}
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? t('dialog.sending') : t('dialog.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
