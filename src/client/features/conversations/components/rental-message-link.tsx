/**
 * A 'Message' link on a rental card (ADR 0050) to the loan conversation of that book with that member,
 * found in the member's Messages list (one request shared by every card): the newest `loan` conversation
 * about `bookId` with `otherId`. Renders nothing until such a conversation is known. A rental does not carry
 * its conversation id yet, so two loans of the same book between the same members both link the newest.
 */
import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ConversationSummary } from '@/contract/conversations';
import { Button } from '@/client/components/ui/button';
import { useConversations } from '../api/conversations';

/** The newest loan conversation about `bookId` with `otherId`, or undefined. */
export function loanConversationOf(
  list: readonly ConversationSummary[] | undefined,
  bookId: number,
  otherId: number,
): ConversationSummary | undefined {
  return (list ?? [])
    .filter((c) => c.kind === 'loan' && c.book.id === bookId && c.other.id === otherId)
    .reduce<ConversationSummary | undefined>((best, c) => (best && best.id > c.id ? best : c), undefined);
}

export function RentalMessageLink({
  bookId,
  otherId,
  otherName,
}: {
  bookId: number;
  otherId: number;
  otherName: string;
}) {
  const { t } = useTranslation('conversations');
  const { data } = useConversations();
  const conversation = loanConversationOf(data, bookId, otherId);
  if (!conversation) return null;
  return (
    <Button asChild type="button" size="sm" variant="outline" className="self-start">
      <Link to={`/messages/${conversation.id}`} aria-label={t('rental.messageNamed', { name: otherName })}>
        <MessageCircle aria-hidden />
        {t('rental.message')}
        {conversation.unread > 0 && <span aria-hidden>({conversation.unread})</span>}
      </Link>
    </Button>
  );
}
