/**
 * Opens the 'Share Your Feedback' dialog from any button: the dialog's code (form, select) is loaded on
 * first use, so the shell and home pages stay small (ARCHITECTURE §6). Render `dialog` next to the button.
 */
import { useState, type ReactNode } from 'react';
import { lazyWhenOpen } from '@/client/lib/lazy-when-open';

const FeedbackDialog = lazyWhenOpen(() => import('./feedback-dialog').then((m) => m.FeedbackDialog));

export function useFeedbackDialog(): { openDialog: () => void; dialog: ReactNode } {
  const [open, setOpen] = useState(false);
  return {
    openDialog: () => setOpen(true),
    dialog: <FeedbackDialog open={open} onOpenChange={setOpen} />,
  };
}
