/**
 * One chat message (spec 001 §2.16): own messages on the right; others with the sender's picture or
 * initials (up to 2 letters), name ('Unknown User' for a deleted sender) and time (`formatDate`,
 * ADR 0042).
 */
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@/contract/chat';
import { Avatar, AvatarFallback, AvatarImage } from '@/client/components/ui/avatar';
import { formatDate, initials } from '@/client/lib/format';
import { cn } from '@/client/lib/utils';
import { MessageContent } from './message-content';

export function MessageBubble({ message, own }: { message: ChatMessage; own: boolean }) {
  const { t } = useTranslation('chat');
  const name =
    message.sender_id === null ? t('room.unknownUser') : (message.sender_name ?? t('room.unknownUser'));
  const time = formatDate(message.created_at, 'dateTime');
  return (
    <li className={cn('flex items-end gap-2', own && 'justify-end')}>
      {!own && (
        <Avatar className="size-8 shrink-0">
          {message.sender_picture && <AvatarImage src={message.sender_picture} alt="" />}
          <AvatarFallback className="text-xs">{initials(name) || '?'}</AvatarFallback>
        </Avatar>
      )}
      <div
        className={cn(
          'max-w-[80%] rounded-2xl px-3 py-2 shadow-xs',
          own ? 'bg-primary text-primary-foreground rounded-br-sm' : 'bg-muted rounded-bl-sm',
        )}
      >
        <p className={cn('text-xs font-semibold', own ? 'sr-only' : 'text-foreground/80')}>
          {own ? t('room.you') : name}
        </p>
        <MessageContent content={message.content} />
        <time
          dateTime={message.created_at}
          className={cn(
            'mt-0.5 block text-right text-[11px]',
            own ? 'text-primary-foreground/80' : 'text-muted-foreground',
          )}
        >
          {time}
        </time>
      </div>
    </li>
  );
}
