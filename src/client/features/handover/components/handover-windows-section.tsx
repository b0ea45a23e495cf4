/**
 * Profile → 'Hand-over times' (docs/decisions/0050-conversations-and-safety.md): up to 6 weekly windows (a day
 * and a from–to time, India time) in which borrowers pick a 30-minute slot. The rows are edited here and
 * saved together (the server replaces them all); overlapping or reversed windows are named before saving.
 * Loading, error and empty states; texts from the `handover` catalogue, validation from `validation`.
 */
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { MAX_HANDOVER_WINDOWS, windowProblem } from '@/domain/handover-times';
import type { HandoverWindowWire } from '@/contract/handover';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/client/components/ui/select';
import { errorMessage } from '@/client/lib/api';
import { useHandoverWindows, useSaveHandoverWindows } from '../api/handover-times';
import { rowOf, windowOfRow, type WindowRow } from '../lib/handover-time-text';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0];
const NEW_ROW: WindowRow = { weekday: 6, from: '10:00', to: '12:00' };

interface RowProps {
  row: WindowRow;
  n: number;
  onChange: (row: WindowRow) => void;
  onRemove: () => void;
}

function WindowRowFields({ row, n, onChange, onRemove }: RowProps) {
  const { t } = useTranslation('handover');
  const id = useId();
  return (
    <fieldset className="grid grid-cols-[1fr_auto] items-end gap-2 rounded-md border p-2 sm:grid-cols-[1.4fr_1fr_1fr_auto]">
      <legend className="sr-only">{t('times.windowLabel', { n })}</legend>
      <div className="grid min-w-0 gap-1">
        <Label htmlFor={`${id}-day`}>{t('times.day')}</Label>
        <Select value={String(row.weekday)} onValueChange={(v) => onChange({ ...row, weekday: Number(v) })}>
          <SelectTrigger id={`${id}-day`} className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent position="popper">
            {WEEKDAYS.map((d) => (
              <SelectItem key={d} value={String(d)}>
                {t(`times.weekdays.${d}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="col-span-2 flex items-end gap-2 sm:col-span-1 sm:contents">
        <div className="grid min-w-0 flex-1 gap-1">
          <Label htmlFor={`${id}-from`}>{t('times.from')}</Label>
          <Input
            id={`${id}-from`}
            type="time"
            step={1800}
            value={row.from}
            onChange={(e) => onChange({ ...row, from: e.target.value })}
          />
        </div>
        <div className="grid min-w-0 flex-1 gap-1">
          <Label htmlFor={`${id}-to`}>{t('times.to')}</Label>
          <Input
            id={`${id}-to`}
            type="time"
            step={1800}
            value={row.to}
            onChange={(e) => onChange({ ...row, to: e.target.value })}
          />
        </div>
      </div>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={t('times.removeWindow', { n })}
        onClick={onRemove}
        className="col-start-2 row-start-1 sm:col-start-auto sm:row-start-auto"
      >
        <Trash2 aria-hidden />
      </Button>
    </fieldset>
  );
}

/** The rows' windows and the first problem to name (a key of the `validation` catalogue), if any. */
function check(rows: WindowRow[]): { windows: HandoverWindowWire[]; problem: string | null } {
  const windows = rows.map(windowOfRow);
  if (windows.some((w) => w === null)) return { windows: [], problem: 'handover.windowMinutes' };
  const problem = windowProblem(windows as HandoverWindowWire[]);
  return { windows: windows as HandoverWindowWire[], problem: problem ? `handover.${problem}` : null };
}

function WindowsEditor({ initial }: { initial: HandoverWindowWire[] }) {
  const { t } = useTranslation(['handover', 'validation']);
  const save = useSaveHandoverWindows();
  const [rows, setRows] = useState<WindowRow[]>(() => initial.map(rowOf));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setRows(initial.map(rowOf)), [initial]);
  const update = (i: number, row: WindowRow) => setRows((rs) => rs.map((r, j) => (j === i ? row : r)));
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const { windows, problem } = check(rows);
    if (problem) return setError(t(`validation:${problem}`));
    setError(null);
    try {
      await save.mutateAsync(windows);
      toast.success(t('times.saved'));
    } catch (err) {
      const message = errorMessage(err, t('times.saveFailed'));
      setError(message);
      toast.error(t('times.saveFailed'), { description: message });
    }
  };
  return (
    <form className="grid gap-2" onSubmit={submit} noValidate>
      {rows.length === 0 && <p className="text-muted-foreground text-sm">{t('times.windowsEmpty')}</p>}
      {rows.map((row, i) => (
        <WindowRowFields
          key={i}
          row={row}
          n={i + 1}
          onChange={(r) => update(i, r)}
          onRemove={() => setRows((rs) => rs.filter((_, j) => j !== i))}
        />
      ))}
      {error && (
        <p role="alert" className="text-destructive text-sm">
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={rows.length >= MAX_HANDOVER_WINDOWS}
          onClick={() => setRows((rs) => [...rs, NEW_ROW])}
        >
          <Plus aria-hidden />
          {t('times.addWindow')}
        </Button>
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? t('times.saving') : t('times.save')}
        </Button>
      </div>
      {rows.length >= MAX_HANDOVER_WINDOWS && (
        <p className="text-muted-foreground text-xs">{t('times.maxWindows')}</p>
      )}
    </form>
  );
}

/** The profile section: heading, hint and the windows editor (or its loading / error state). */
export function HandoverWindowsSection() {
  const { t } = useTranslation('handover');
  const query = useHandoverWindows();
  return (
    <section aria-labelledby="handover-windows" className="grid gap-2 rounded-lg border p-3">
      <h2 id="handover-windows" className="text-sm font-semibold">
        {t('times.windowsTitle')}
      </h2>
      <p className="text-muted-foreground text-xs">{t('times.windowsHint')}</p>
      {query.isPending ? (
        <p role="status" className="text-muted-foreground text-sm">
          {t('times.windowsLoading')}
        </p>
      ) : query.isError ? (
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-destructive text-sm">{t('times.windowsError')}</p>
          <Button type="button" size="sm" variant="outline" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <WindowsEditor initial={query.data.windows} />
      )}
    </section>
  );
}
