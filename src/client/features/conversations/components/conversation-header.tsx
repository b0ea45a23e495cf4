/**
 * The top of a conversation page (ADR 0050): the book (cover, title linking to the book, author, daily
 * fee and selling price), the other member, and two slots the page fills when it has something for them:
 * `menu` (e.g. Report and Block) beside the member, and `aside` under the book (e.g. the agreed hand-over
 * time). Empty slots render nothing.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ConversationDetails } from '@/contract/conversations';
import { BookCover } from '@/client/components/book-cover';
import { MemberAvatar } from '@/client/components/member-avatar';
import { formatRupees } from '@/client/lib/format';

export interface ConversationHeaderProps {
  conversation: ConversationDetails;
  /** a menu for the other member or the conversation (Report, Block); nothing when absent */
  menu?: ReactNode;
  /** shown under the book (the agreed hand-over time); nothing when absent */
  aside?: ReactNode;
}

export function ConversationHeader({ conversation, menu, aside }: ConversationHeaderProps) {
  const { t } = useTranslation('conversations');
  const { book, other } = conversation;
  return (
    <header className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-2 border-b pb-2">
      <div className="flex min-w-0 gap-3">
        <BookCover title={book.title} imageUrl={book.imageUrl} className="w-12" />
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-base leading-snug font-semibold">
            <Link
              to={`/book/${book.id}`}
              className="focus-visible:ring-ring/50 rounded-sm underline-offset-2 outline-none hover:underline focus-visible:ring-[3px]"
            >
              {book.title}
            </Link>
          </h1>
          <p className="text-muted-foreground truncate text-xs">
            {t('common:byAuthor', { author: book.author })}
          </p>
          <p className="text-xs">
            {t('header.fee', { fee: formatRupees(book.dailyFee) })}
            {book.sellingPrice !== null && (
              <> · {t('header.price', { price: formatRupees(book.sellingPrice) })}</>
            )}
          </p>
        </div>
      </div>
      <div className="flex min-w-0 items-center gap-2">
        <MemberAvatar name={other.name} picture={other.picture} className="size-7" />
        <p className="min-w-0 flex-1 truncate text-sm font-medium">
          {t('header.with', { name: other.name })}
        </p>
        {menu}
      </div>
      {aside}
    </header>
  );
}
