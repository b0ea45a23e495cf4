/**
 * The state of 'Scan many' in the Scan Barcode dialog (spec 000 §2 "Scan Barcode dialog"; ADR 0031):
 * the running list (`lib/scan-list.ts`), the outcome of the last read for the live region, and the
 * member's own books (GET /api/books/my, asked once 'Scan many' is on) to flag the ones already listed.
 * Each added ISBN is looked up through the query cache (`lookupIsbn`: one request per ISBN per session)
 * and the device vibrates briefly where the browser allows it.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CatalogueBook } from '@/contract/catalogue';
import { lookupIsbn } from '../api/isbn-lookup';
import { myBooksQuery } from '../api/my-books';
import {
  addRead,
  ADDED_VIBRATION_MS,
  isRepeat,
  ownIsbns,
  readIsbn,
  removeScanned,
  settleLookup,
  toReviewBooks,
  type ScannedBook,
  type ScanRead,
} from '../lib/scan-list';

/** Where a read came from: the live camera (repeats within REPEAT_WINDOW_MS ignored) or a still/typed code. */
export type ReadSource = 'camera' | 'still';

/** The list, the last read, the member's own ISBN-13s and the actions; `enabled` starts the own-books query. */
export function useScanMany(enabled: boolean) {
  const queryClient = useQueryClient();
  const myBooks = useQuery({ ...myBooksQuery(), enabled });
  const own = useMemo(() => ownIsbns(myBooks.data ?? []), [myBooks.data]);
  const [list, setList] = useState<ScannedBook[]>([]);
  const [last, setLast] = useState<ScanRead | null>(null);
  // the list as of the latest read, for reads that come faster than renders
  const current = useRef<ScannedBook[]>([]);
  const seen = useRef(new Map<string, number>());

  const update = useCallback((next: ScannedBook[]) => {
    current.current = next;
    setList(next);
  }, []);

  const settle = useCallback(
    (isbn: string, answer: CatalogueBook | null | 'failed') =>
      update(settleLookup(current.current, isbn, answer)),
    [update],
  );

  /** Adds the code `text` (or reports it as a duplicate or not an ISBN) and looks an added ISBN up. */
  const read = useCallback(
    (text: string, from: ReadSource) => {
      if (from === 'camera') {
        const isbn = readIsbn(text);
        if (isbn && isRepeat(seen.current, isbn, Date.now())) return;
      }
      const next = addRead(current.current, text);
      update(next.list);
      setLast(next.read);
      if (next.read.kind !== 'added') return;
      navigator.vibrate?.(ADDED_VIBRATION_MS);
      const { isbn } = next.read;
      lookupIsbn(queryClient, isbn).then(
        (book) => settle(isbn, book),
        () => settle(isbn, 'failed'),
      );
    },
    [queryClient, settle, update],
  );

  const remove = useCallback(
    (isbn: string) => {
      update(removeScanned(current.current, isbn));
      setLast((prev) => (prev && prev.kind !== 'invalid' && prev.isbn === isbn ? null : prev));
    },
    [update],
  );

  return {
    list,
    last,
    own,
    /** true while a lookup is in flight */
    busy: list.some((b) => b.lookup === 'pending'),
    read,
    remove,
    /** the list as review rows of the Bulk Book Upload */
    reviewBooks: () => toReviewBooks(current.current, own),
  };
}

export type ScanMany = ReturnType<typeof useScanMany>;
