/**
 * The floating feedback button of the signed-in shell (spec 000 §2 "Feedback dialog (floating or inline
 * button)"): bottom left, on the add-book button's row above the bottom navigation and inside the mobile
 * column, so it covers neither; opens 'Share Your Feedback'. Hidden where the add-book button is hidden
 * (chat rooms, spec 001 §2.15), where the page's own input sits at the bottom.
 */
import { MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { isChatRoomPath } from '@/client/lib/chat-room-path';
import { useFeedbackDialog } from './use-feedback-dialog';

export function FloatingFeedbackButton() {
  const { t } = useTranslation('feedback');
  const { pathname } = useLocation();
  const { openDialog, dialog } = useFeedbackDialog();
  if (isChatRoomPath(pathname)) return null;
  return (
    <>
      <div className="pointer-events-none fixed inset-x-0 bottom-[calc(5.375rem+env(safe-area-inset-bottom))] z-30">
        <div className="mx-auto flex max-w-lg justify-start px-4">
          <Button
            type="button"
            size="icon"
            variant="secondary"
            aria-label={t('floatingButton')}
            title={t('floatingButton')}
            className="pointer-events-auto size-11 rounded-full border shadow-md"
            onClick={openDialog}
          >
            <MessageSquareText aria-hidden />
          </Button>
        </div>
      </div>
      {dialog}
    </>
  );
}
