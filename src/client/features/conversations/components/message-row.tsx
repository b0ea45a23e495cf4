/**
 * One message of a conversation (ADR 0050): an event is a centred system line with its time; a hidden
 * message reads 'This message was removed'; otherwise a bubble, the caller's own on the right, with its
 * text, photos and time (`formatDate`, ADR 0042); the other member's messages get 'Report message'.
 */
import { useTranslation } from 'react-i18next';
import type { ConversationMessage } from '@/contract/conversations';
import { MessageText } from '@/client/components/message-text';
import { formatDate } from '@/client/lib/format';
import { cn } from '@/client/lib/utils';
import { ConversationMessageMenu } from './conversation-safety-menu';
import { MessagePhotos } from './message-photos';

export interface MessageRowProps {
  message: ConversationMessage;
  own: boolean;
  /** opens the Report dialog for this message; the other member's shown messages get a '⋯' menu */
  onReport?: (messageId: number) => void;
}

export function MessageRow({ message, own, onReport }: MessageRowProps) {
  const { t } = useTranslation('conversations');
  const time = formatDate(message.createdAt, 'dateTime');
  if (message.messageType === 'event') {
    return (
      <li className="flex justify-center px-4" data-kind="event">
        <p className="bg-muted/60 text-muted-foreground max-w-[90%] rounded-full px-3 py-1 text-center text-xs">
          <span className="sr-only">{t('thread.event')}: </span>
          {message.hidden ? t('thread.removed') : message.content}
          <span aria-hidden> · </span>
          <time dateTime={message.createdAt}>{time}</time>
        </p>
      </li>
    );
  }
  return (
    <li className={cn('flex items-end gap-1', own && 'justify-end')}>
      <div
        className={cn(
          'max-w-[80%] rounded-2xl px-3 py-2 shadow-xs',
          own ? 'bg-primary text-primary-foreground rounded-br-sm' : 'bg-muted rounded-bl-sm',
        )}
      >
        {own && <span className="sr-only">{t('thread.you')}: </span>}
        {message.hidden ? (
          <p className="text-sm italic opacity-80">{t('thread.removed')}</p>
        ) : (
          <>
            {message.content && <MessageText content={message.content} />}
            <MessagePhotos photos={message.photos} />
          </>
        )}
        <time
          dateTime={message.createdAt}
          className={cn(
            'mt-0.5 block text-right text-[11px]',
            own ? 'text-primary-foreground/80' : 'text-muted-foreground',
          )}
        >
          {time}
        </time>
      </div>
      {!own && !message.hidden && onReport && (
        <ConversationMessageMenu onReport={() => onReport(message.id)} />
      )}
    </li>
  );
}
