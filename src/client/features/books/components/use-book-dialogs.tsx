/**
 * The dialogs a list of books opens: `open(book)` shows the details, `edit(book)` the Edit Book dialog,
 * `borrow(book)` / `buy(book)` the Borrow/Buy dialog (card actions); `dialogs` renders them all.
 * `rentDays` makes the details' Borrow Book open the home Rent Book dialog (spec 001 §2.5).
 *
 * The dialogs' code is a separate chunk (book-dialogs-host.tsx, ADR 0018), fetched at the member's first
 * touch or key press after the first screen, a few seconds later when idle, or at the first open; once
 * loaded it stays mounted.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import type { RentalDuration } from '@/domain/pricing';
import type { Book } from '@/contract/books';
import { withText } from '@/client/i18n/route';
import { useFirstScreenComplete } from '@/client/lib/first-screen';
import type { TransactionRequest } from './book-dialogs-host';

// The dialogs' text comes with their code, not with the page's (scripts/route-text.ts, ADR 0043).
const loadHost = withText('features/books/components/book-dialogs-host', () => import('./book-dialogs-host'));
const BookDialogsHost = lazy(loadHost);

/** Without a touch or key press, the dialogs' code is fetched this long (ms) after the first screen, when idle. */
const PRELOAD_AFTER_MS = 10_000;
const INTENT_EVENTS = ['pointerdown', 'keydown'] as const;

/**
 * Fetches the dialogs' code once the first screen is complete (lib/first-screen.ts): at the member's first
 * touch, click or key press (a tap on a card starts it before the click lands), or after PRELOAD_AFTER_MS
 * when the browser is idle. Evaluating it is a long task on a slow phone, kept away from the first
 * seconds in which the member starts to scroll (ADR 0043).
 */
function usePreloadOnIntent() {
  const firstScreenComplete = useFirstScreenComplete();
  useEffect(() => {
    if (!firstScreenComplete) return;
    let idle: number | undefined;
    const stop = () => {
      for (const type of INTENT_EVENTS) window.removeEventListener(type, preload, true);
      window.clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
    const preload = () => {
      stop();
      void loadHost();
    };
    for (const type of INTENT_EVENTS)
      window.addEventListener(type, preload, { capture: true, passive: true });
    const timer = window.setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(preload);
      else preload();
    }, PRELOAD_AFTER_MS);
    return stop;
  }, [firstScreenComplete]);
}

export function useBookDialogs({ rentDays }: { rentDays?: RentalDuration } = {}) {
  const [details, setDetails] = useState<Book | null>(null);
  const [editing, setEditing] = useState<Book | null>(null);
  const [editOpen, setEditOpen] = useState(false);
  const [transaction, setTransaction] = useState<TransactionRequest | null>(null);
  const [used, setUsed] = useState(false);
  usePreloadOnIntent();

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
