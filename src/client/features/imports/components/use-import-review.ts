/**
 * The state of the import review (ADR 0051): the rows as edited, 'Show all rows', the field messages of
 * ticked rows, and the commit of the shown ticked rows through `POST /api/imports/{id}/commit`.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportCommitResponse, ImportView } from '@/contract/imports';
import { rowErrors, type BulkField } from '@/client/features/books';
import { errorMessage } from '@/client/lib/api';
import { useCommitImport } from '../api/imports';
import {
  applyDefaults,
  commitBody,
  toImportBook,
  visibleRows,
  type ImportBook,
  type ImportDefaults,
} from '../lib/import-rows';

export type RowErrors = Partial<Record<BulkField, string>>;

export function useImportReview(view: ImportView, onCommitted: (result: ImportCommitResponse) => void) {
  const { t } = useTranslation('imports');
  const [books, setBooks] = useState<ImportBook[]>(() => view.rows.map(toImportBook));
  const [showAll, setShowAll] = useState(false);
  const [errors, setErrors] = useState<Record<number, RowErrors>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const commit = useCommitImport(view.id);
  const shown = useMemo(() => visibleRows(books, showAll), [books, showAll]);
  const tickedCount = shown.filter((b) => b.selected).length;

  const change = (rowNo: number, patch: Partial<ImportBook>) => {
    setBooks((prev) => prev.map((b) => (b.rowNo === rowNo ? { ...b, ...patch } : b)));
    if (patch.selected) setProblem(null);
  };

  const shownNos = () => new Set(shown.map((b) => b.rowNo));
  const setAll = (selected: boolean) => {
    const nos = shownNos();
    setBooks((prev) => prev.map((b) => (nos.has(b.rowNo) ? { ...b, selected } : b)));
  };
  const applyToAll = (defaults: ImportDefaults) =>
    setBooks((prev) => applyDefaults(prev, shownNos(), defaults));

  const submit = () => {
    const ticked = shown.filter((b) => b.selected);
    if (ticked.length === 0) return setProblem(t('review.selectOne'));
    const found = Object.fromEntries(ticked.map((b) => [b.rowNo, rowErrors(b)]));
    setErrors(found);
    if (Object.values(found).some((e) => Object.keys(e).length > 0)) return setProblem(t('review.fixRows'));
    setProblem(null);
    commit.mutate(commitBody(ticked), {
      onSuccess: (result) => onCommitted(result),
      onError: (err) =>
        setProblem(`${t('review.commitFailed')}: ${errorMessage(err, t('common:pleaseTryAgain'))}`),
    });
  };

  return {
    shown,
    showAll,
    setShowAll,
    errors,
    problem,
    tickedCount,
    saving: commit.isPending,
    change,
    setAll,
    applyToAll,
    submit,
  };
}
