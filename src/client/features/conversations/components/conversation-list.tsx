/**
 * The Messages tab of /chat (ADR 0050): the member's conversations, newest activity first, each with the
 * book's cover and title, the other member, the last message (or 'No messages yet'), its time and an
 * unread badge; choosing one opens /messages/{id}. Loading skeletons, an error with Try again, and when
 * there is none 'No messages yet' with a hint to ask an owner from a book.
 */
import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ConversationSummary } from '@/contract/conversations';
import { BookCover } from '@/client/components/book-cover';
import { EmptyStateContent } from '@/client/components/empty-state';
import { QueryList } from '@/client/components/query-list';
import { Badge } from '@/client/components/ui/badge';
import { formatRelative } from '@/client/lib/format';
import { useConversations } from '../api/conversations';

export function ConversationList() {
  const { t } = useTranslation('conversations');
  const conversations = useConversations();
  return (
    <QueryList
      query={conversations}
      loadingLabel={t('list.loading')}
      errorText={t('list.loadFailed')}
      skeletonLines={3}
      empty={
        <EmptyStateContent
          icon={MessagesSquare}
          title={t('list.emptyTitle')}
          text={t('list.emptyText')}
          link={{ to: '/browse', label: t('list.browse') }}
        />
      }
    >
      {(items) => (
        <ul className="grid grid-cols-[minmax(0,1fr)] gap-3">
          {items.map((c) => (
            <ConversationItem key={c.id} conversation={c} />
          ))}
        </ul>
      )}
    </QueryList>
  );
}

function ConversationItem({ conversation: c }: { conversation: ConversationSummary }) {
  const { t } = useTranslation('conversations');
  return (
    <li className="hover:bg-accent/50 relative flex gap-3 rounded-lg border p-3 transition-colors">
      <BookCover title={c.book.title} imageUrl={c.book.imageUrl} className="w-12" />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <h2 className="min-w-0 truncate text-sm font-semibold">
            <Link
              to={`/messages/${c.id}`}
              aria-label={
                c.unread > 0
                  ? t('list.unreadNamed', { title: c.book.title, name: c.other.name, count: c.unread })
                  : undefined
              }
              className="focus-visible:ring-ring/50 rounded-sm outline-none after:absolute after:inset-0 after:rounded-lg focus-visible:ring-[3px]"
            >
              {c.book.title}
            </Link>
          </h2>
          <time dateTime={c.lastMessageAt} className="text-muted-foreground shrink-0 text-xs">
            {formatRelative(c.lastMessageAt)}
          </time>
        </div>
        <p className="text-muted-foreground truncate text-xs">
          {t('list.withName', { name: c.other.name })} · {t(c.kind === 'loan' ? 'list.loan' : 'list.inquiry')}
        </p>
        <div className="mt-1 flex items-center justify-between gap-2">
          <p
            className={
              c.unread > 0 ? 'truncate text-sm font-medium' : 'text-muted-foreground truncate text-sm'
            }
          >
            {c.lastMessage ?? t('list.noMessage')}
          </p>
          {c.unread > 0 && (
            <Badge aria-hidden className="shrink-0 rounded-full px-2">
              {c.unread > 99 ? '99+' : c.unread}
            </Badge>
          )}
        </div>
      </div>
    </li>
  );
}
