/**
 * 'Scan many' in the Scan Barcode dialog (spec 000 §2 "Scan Barcode dialog"; ADR 0031): the switch that
 * turns it on, and under the camera or image the panel: an ISBN typed by hand, a live region that says
 * what the last read did ('Added: …', 'Already in this list: …', 'Not a valid ISBN: …'), the running
 * list with a flag on each book the member already lists or no catalogue knows, a Remove button per row,
 * and 'Review {count} books' (disabled while empty or while a lookup runs). Texts from the `books`
 * catalogue (`scanMany.*`, ADR 0042).
 */
import { useId, useState, type FormEvent } from 'react';
import { Plus, TriangleAlert, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { Spinner } from '@/client/components/ui/spinner';
import { Switch } from '@/client/components/ui/switch';
import { scannedStatus, type ScannedBook } from '../lib/scan-list';
import type { ScanMany } from './use-scan-many';

/** The 'Scan many' switch with its hint. */
export function ScanManySwitch({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const { t } = useTranslation('books');
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-3 rounded-md border p-3">
      <div className="grid gap-0.5">
        <Label htmlFor={id}>{t('scanMany.toggle')}</Label>
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {t('scanMany.toggleHint')}
        </p>
      </div>
      <Switch id={id} checked={on} onCheckedChange={onChange} aria-describedby={`${id}-hint`} />
    </div>
  );
}

/** The title a row shows: the catalogue's title, else the ISBN. */
function rowTitle(entry: ScannedBook | undefined, isbn: string): string {
  return entry?.book?.title || isbn;
}

/** The panel under the camera or image while 'Scan many' is on; `onReview` gets the list's review. */
export function ScanManyPanel({ scan, onReview }: { scan: ScanMany; onReview: () => void }) {
  const { t } = useTranslation('books');
  const { list, last } = scan;
  const titleOf = (isbn: string) =>
    rowTitle(
      list.find((b) => b.isbn === isbn),
      isbn,
    );
  let notice = '';
  if (last?.kind === 'added') notice = t('scanMany.added', { title: titleOf(last.isbn) });
  else if (last?.kind === 'duplicate') notice = t('scanMany.duplicate', { title: titleOf(last.isbn) });
  else if (last?.kind === 'invalid') notice = t('scanMany.invalid', { code: last.code });
  const flagged = last !== null && last.kind !== 'added';
  return (
    <div className="grid gap-3">
      <div className="grid gap-1.5">
        <TypedIsbn onAdd={(code) => scan.read(code, 'still')} />
        <p
          role="status"
          aria-live="polite"
          className={`text-sm ${flagged ? 'text-destructive font-medium' : 'text-muted-foreground'}`}
        >
          {notice}
        </p>
      </div>
      <section aria-labelledby="scan-many-count" className="grid gap-2">
        <h3 id="scan-many-count" className="text-sm font-medium">
          {t('scanMany.listTitle', { count: list.length })}
        </h3>
        {list.length === 0 ? (
          <p className="text-muted-foreground rounded-md border border-dashed p-3 text-sm">
            {t('scanMany.empty')}
          </p>
        ) : (
          <ul className="grid gap-2">
            {list.map((entry) => (
              <ScannedRow key={entry.isbn} entry={entry} own={scan.own} onRemove={scan.remove} />
            ))}
          </ul>
        )}
      </section>
      <div className="bg-background sticky bottom-0 pt-1">
        <Button type="button" className="w-full" disabled={list.length === 0 || scan.busy} onClick={onReview}>
          {scan.busy && <Spinner aria-hidden="true" />}
          {t('scanMany.review', { count: list.length })}
        </Button>
      </div>
    </div>
  );
}

/** A typed ISBN-10 or ISBN-13 added like a read barcode. */
function TypedIsbn({ onAdd }: { onAdd: (code: string) => void }) {
  const { t } = useTranslation('books');
  const id = useId();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation(); // the dialog sits inside the Add Book form in the React tree
    if (!code.trim()) return;
    onAdd(code);
    setCode('');
  };
  return (
    <form onSubmit={submit} className="grid gap-1">
      <Label htmlFor={id}>{t('scanMany.typeLabel')}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          inputMode="numeric"
          autoComplete="off"
          enterKeyHint="done"
        />
        <Button type="submit" variant="outline" disabled={!code.trim()}>
          <Plus aria-hidden="true" />
          {t('scanMany.add')}
        </Button>
      </div>
    </form>
  );
}

function ScannedRow({
  entry,
  own,
  onRemove,
}: {
  entry: ScannedBook;
  own: ReadonlySet<string>;
  onRemove: (isbn: string) => void;
}) {
  const { t } = useTranslation('books');
  const status = scannedStatus(entry, own);
  const title = rowTitle(entry, entry.isbn);
  let flag: string | null = null;
  if (status === 'listed') flag = t('scanMany.listed');
  else if (entry.lookup === 'unknown') flag = t('scanMany.unknown');
  else if (entry.lookup === 'failed') flag = t('scanMany.lookupFailed');
  return (
    <li className="flex items-start gap-2 rounded-md border p-2" data-testid="scanned-book">
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="truncate text-sm font-medium">{title}</p>
        {entry.book && (
          <p className="text-muted-foreground truncate text-xs">
            {entry.book.author && <span>{entry.book.author} · </span>}
            <span>{entry.isbn}</span>
          </p>
        )}
        {status === 'pending' && (
          <p className="text-muted-foreground flex items-center gap-1 text-xs">
            <Spinner aria-hidden="true" className="size-3" />
            {t('scanMany.lookingUp')}
          </p>
        )}
        {flag && (
          <p className="flex items-center gap-1 text-xs font-medium text-amber-800 dark:text-amber-300">
            <TriangleAlert aria-hidden="true" className="size-3.5 shrink-0" />
            {flag}
          </p>
        )}
      </div>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-8 shrink-0"
        aria-label={t('scanMany.remove', { title })}
        onClick={() => onRemove(entry.isbn)}
      >
        <X aria-hidden="true" />
      </Button>
    </li>
  );
}
