/**
 * The matching loop of an import (ADR 0051): calls `POST /api/imports/{id}/match` until no row is
 * pending, merging each answer's rows into the import's, so the progress ('Matched 40 of 120') moves
 * after every batch of 20. A failed call stops the loop with its message; `retry` carries on from there.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ImportRowView, ImportView } from '@/contract/imports';
import { errorMessage } from '@/client/lib/api';
import { matchImport } from '../api/imports';

/** `rows` with each row of `answered` in place of the row of the same number. */
export function mergeRows(rows: ImportRowView[], answered: ImportRowView[]): ImportRowView[] {
  const byNo = new Map(answered.map((r) => [r.rowNo, r]));
  return rows.map((r) => byNo.get(r.rowNo) ?? r);
}

export interface MatchingState {
  /** the import with the rows matched so far */
  view: ImportView;
  /** the failed call's message, null while running or done */
  error: string | null;
  done: boolean;
  retry: () => void;
}

/** Runs the loop for `initial` (from the upload); `fallback` is the message for an error without one. */
export function useMatching(initial: ImportView, fallback: string): MatchingState {
  const [view, setView] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const live = useRef(true);

  useEffect(() => {
    live.current = true;
    const run = async () => {
      let pending = initial.counts.pending;
      while (pending > 0 && live.current) {
        const answer = await matchImport(initial.id);
        if (!live.current) return;
        pending = answer.counts.pending;
        setView((v) => ({ ...v, counts: answer.counts, rows: mergeRows(v.rows, answer.rows) }));
      }
    };
    run().catch((err: unknown) => live.current && setError(errorMessage(err, fallback)));
    return () => {
      live.current = false;
    };
  }, [initial, fallback, attempt]);

  const retry = useCallback(() => {
    setError(null);
    setAttempt((n) => n + 1);
  }, []);

  return { view, error, done: view.counts.pending === 0, retry };
}
