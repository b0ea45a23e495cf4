/**
 * State for one Return dialog shared by a list (spec 001 §2.8): `open(rental)` shows it for that rental,
 * `dialog` is the element to render once; `failureTitle` titles the failure toast.
 */
import { useState } from 'react';
import type { RentalDetails } from '@/contract/rentals';
import { ReturnDialog, type ReturnDialogMode } from './return-dialog';

export function useReturnDialog(mode: ReturnDialogMode, failureTitle?: string) {
  const [rental, setRental] = useState<RentalDetails | null>(null);
  const [isOpen, setOpen] = useState(false);
  const open = (r: RentalDetails) => {
    setRental(r);
    setOpen(true);
  };
  const dialog = (
    <ReturnDialog
      rental={rental}
      mode={mode}
      open={isOpen}
      onOpenChange={setOpen}
      failureTitle={failureTitle}
    />
  );
  return { open, dialog };
}
