/**
 * The floating add-book button of the signed-in shell (spec 001 §2.15): opens the Add Book dialog;
 * hidden on paths starting with /society-chat/ and in chat rooms. Sits above the bottom navigation, inside the mobile
 * column. The dialog (form, validation) is loaded on first use, so the shell's initial code stays small.
 */
import { useState } from 'react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { OnlineButton } from '@/client/components/online-button';
import { isChatRoomPath } from '@/client/lib/chat-room-path';
import { lazyWhenOpen } from '@/client/lib/lazy-when-open';

const BookFormDialog = lazyWhenOpen(() => import('./book-form-dialog').then((m) => m.BookFormDialog));

/**
 * Paths where the button is hidden: those starting with /society-chat/ (spec 001 §2.15) and a hub's chat
 * room, where it would cover the message box (ADR docs/decisions/0019-hub-chat.md).
 */
export function showsFloatingAddBook(pathname: string): boolean {
  return !isChatRoomPath(pathname);
}

export function FloatingAddBookButton() {
  const { t } = useTranslation('books');
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  if (!showsFloatingAddBook(pathname)) return null;
  return (
    <>
      {/* Room at the end of the page so the button never covers the last content. */}
      <div aria-hidden className="h-16" />
      <div className="pointer-events-none fixed inset-x-0 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-30">
        <div className="mx-auto flex max-w-lg justify-end px-4">
          <OnlineButton
            type="button"
            size="icon"
            aria-label={t('tiles.addBook')}
            className="pointer-events-auto size-14 rounded-full shadow-lg sm:size-14 [&_svg:not([class*='size-'])]:size-6"
            onClick={() => setOpen(true)}
          >
            <Plus aria-hidden />
          </OnlineButton>
        </div>
      </div>
      <BookFormDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
