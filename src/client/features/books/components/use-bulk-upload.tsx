/**
 * Opens the Bulk Book Upload overlay from anywhere (the Add Book dialog, the home 'Add Books In Bulk'
 * tile): `const bulk = useBulkUpload(); <Button onClick={bulk.open}/> {bulk.element}`. The overlay's code
 * is a separate chunk, fetched at the first open (ADR 0018).
 */
import { lazy, Suspense, useState } from 'react';

const BulkUploadOverlay = lazy(() => import('./bulk-upload-overlay'));

export function useBulkUpload() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const element = used && (
    <Suspense fallback={null}>
      <BulkUploadOverlay open={open} onOpenChange={setOpen} />
    </Suspense>
  );
  return {
    open: () => {
      setUsed(true);
      setOpen(true);
    },
    element,
  };
}
