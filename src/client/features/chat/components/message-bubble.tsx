/**
 * One chat message (spec 001 §2.16): own messages on the right; others with the sender's picture or
 * initials (up to 2 letters), name ('Unknown User' for a deleted sender) and time (`formatDate`,
 * ADR 0042), and a small menu (Report, Block) when `actions` are given. A message an administrator hid
 * reads 'This message was removed'; one from a member the reader blocked is collapsed to 'Message from a
 * member you blocked' (ADR 0050).
 */
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@/contract/chat';
import { Avatar, AvatarFallback, AvatarImage } from '@/client/components/ui/avatar';
import { formatDate, initials } from '@/client/lib/format';
import { cn } from '@/client/lib/utils';
import { MessageText } from '@/client/components/message-text';
import { MessageMenu, type MessageMenuProps } from './message-menu';

/** A hub-chat message as shown: `hidden` by a moderator, or from a member the reader `blocked` (ADR 0050). */
export type ShownMessage = ChatMessage & { hidden?: boolean; blocked?: boolean };

export interface MessageBubbleProps {
  message: ShownMessage;
  own: boolean;
  /** the menu's handlers; without them no menu is shown */
  actions?: Pick<MessageMenuProps, 'onReport' | 'onBlock'>;
}

export function MessageBubble({ message, own, actions }: MessageBubbleProps) {
  const { t } = useTranslation('chat');
  const time = formatDate(message.created_at, 'dateTime');
  if (message.blocked) {
    return (
      <li className="text-muted-foreground px-10 text-center text-xs italic">{t('room.blockedMessage')}</li>
    );
  }
  const name =
    message.sender_id === null ? t('room.unknownUser') : (message.sender_name ?? t('room.unknownUser'));
  const showMenu = !own && !message.hidden && actions !== undefined;
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
        {message.hidden ? (
          <p className="text-sm italic opacity-80">{t('room.removedMessage')}</p>
        ) : (
          <MessageText content={message.content} />
        )}
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
      {showMenu && (
        <MessageMenu
          messageId={message.id}
          sender={message.sender_id === null ? null : { id: message.sender_id, name }}
          senderName={name}
          {...actions}
        />
      )}
    </li>
  );
}
