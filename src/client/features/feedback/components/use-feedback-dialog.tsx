/**
 * Opens the 'Share Your Feedback' dialog from any button: the dialog's code (form, select) is loaded on
 * first use, so the shell and home pages stay small (ARCHITECTURE §6). Render `dialog` next to the button.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';

const FeedbackDialog = lazy(() => import('./feedback-dialog').then((m) => ({ default: m.FeedbackDialog })));

export function useFeedbackDialog(): { openDialog: () => void; dialog: ReactNode } {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return {
    openDialog: () => {
      setUsed(true);
      setOpen(true);
    },
    dialog: used ? (
      <Suspense fallback={null}>
        <FeedbackDialog open={open} onOpenChange={setOpen} />
      </Suspense>
    ) : null,
  };
}
