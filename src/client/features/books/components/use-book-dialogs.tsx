/**
 * The dialogs a list of books opens: `open(book)` shows the details, `edit(book)` the Edit Book dialog,
 * `borrow(book)` / `buy(book)` the Borrow/Buy dialog (card actions); `dialogs` renders them all.
 * `rentDays` makes the details' Borrow Book open the home Rent Book dialog (spec 001 §2.5).
 *
 * The dialogs' code is a separate chunk (book-dialogs-host.tsx, ADR 0018), fetched when the browser is
 * idle after the first screen is complete, or at the first open if that comes sooner; once loaded it stays mounted.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import type { RentalDuration } from '@/domain/pricing';
import type { Book } from '@/contract/books';
import { useFirstScreenComplete } from '@/client/lib/first-screen';
import type { TransactionRequest } from './book-dialogs-host';

const loadHost = () => import('./book-dialogs-host');
const BookDialogsHost = lazy(loadHost);

/** At most this long (ms) after mounting, the dialogs' code is fetched even if the browser never idles. */
const PRELOAD_TIMEOUT_MS = 5000;

/** Fetches the dialogs' code once the first screen is complete (lib/first-screen.ts) and the browser is idle. */
function usePreloadWhenIdle() {
  const firstScreenComplete = useFirstScreenComplete();
  useEffect(() => {
    if (!firstScreenComplete || typeof window.requestIdleCallback !== 'function') return;
    const id = window.requestIdleCallback(() => void loadHost(), { timeout: PRELOAD_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }, [firstScreenComplete]);
}

export function useBookDialogs({ rentDays }: { rentDays?: RentalDuration } = {}) {
  const [details, setDetails] = useState<Book | null>(null);
  const [editing, setEditing] = useState<Book | null>(null);
  const [editOpen, setEditOpen] = useState(false);
  const [transaction, setTransaction] = useState<TransactionRequest | null>(null);
  const [used, setUsed] = useState(false);
  usePreloadWhenIdle();

  const request = (type: TransactionRequest['type']) => (book: Book) => {
    setUsed(true);
    setTransaction((prev) => ({ book, type, seq: (prev?.seq ?? 0) + 1 }));
  };

  const dialogs = used && (
    <Suspense fallback={null}>
      <BookDialogsHost
        details={details}
        onCloseDetails={() => setDetails(null)}
        editing={editing}
        editOpen={editOpen}
        onEditOpenChange={setEditOpen}
        transaction={transaction}
        rentDays={rentDays}
      />
    </Suspense>
  );
  return {
    open: (book: Book) => {
      setUsed(true);
      setDetails(book);
    },
    edit: (book: Book) => {
      setUsed(true);
      setEditing(book);
      setEditOpen(true);
    },
    borrow: request('borrow'),
    buy: request('buy'),
    dialogs,
  };
}
