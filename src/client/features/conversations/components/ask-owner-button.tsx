/**
 * 'Ask the owner' on Book Details (ADR 0050): for a signed-in member who is not the book's owner (the
 * caller decides when to show it). It opens the member's inquiry about the book, or continues the open one
 * (`POST /api/books/:id/inquiry`), then goes to /messages/{id}. A refusal (not in the book's hub, blocked,
 * suspended) shows the server's message.
 */
import { MessageCircleQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { OnlineButton } from '@/client/components/online-button';
import { Spinner } from '@/client/components/ui/spinner';
import { errorMessage } from '@/client/lib/api';
import { useAskOwner } from '../api/conversations';

export function AskOwnerButton({ bookId }: { bookId: number }) {
  const { t } = useTranslation('conversations');
  const ask = useAskOwner();
  const navigate = useNavigate();
  return (
    <OnlineButton
      type="button"
      variant="outline"
      disabled={ask.isPending}
      onClick={() =>
        ask.mutate(bookId, {
          onSuccess: (conversation) => void navigate(`/messages/${conversation.id}`),
          onError: (err) => toast.error(errorMessage(err, t('ask.failed'))),
        })
      }
    >
      {ask.isPending ? <Spinner aria-hidden /> : <MessageCircleQuestion aria-hidden />}
      {t('ask.button')}
    </OnlineButton>
  );
}
