/**
 * Opens the Bulk Book Upload overlay from anywhere (the Add Book dialog, the home 'Add Books In Bulk'
 * tile): `const bulk = useBulkUpload(); <Button onClick={bulk.open}/> {bulk.element}`. The overlay's code
 * is a separate chunk, fetched at the first open (ADR 0018). `bulk.review(books)` opens it at the review
 * step with those books (the Scan Barcode dialog's 'Scan many', spec 000 §2).
 */
import { useState } from 'react';
import { lazyWhenOpen } from '@/client/lib/lazy-when-open';
import type { BulkBook } from '../lib/bulk-books';

const BulkUploadOverlay = lazyWhenOpen(() => import('./bulk-upload-overlay').then((m) => m.default));

export function useBulkUpload() {
  const [open, setOpen] = useState(false);
  // each review starts a fresh overlay (key) whose flow begins at the review step with `books`
  const [seed, setSeed] = useState<{ key: number; books?: BulkBook[] }>({ key: 0 });
  const element = (
    <BulkUploadOverlay key={seed.key} open={open} onOpenChange={setOpen} initialBooks={seed.books} />
  );
  const show = () => setOpen(true);
  return {
    open: show,
    review: (books: BulkBook[]) => {
      setSeed((s) => ({ key: s.key + 1, books }));
      show();
    },
    element,
  };
}
