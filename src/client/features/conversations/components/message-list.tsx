/**
 * A conversation's messages, oldest first, in the shared chat log (`MessageLog`: opens at the newest,
 * follows new messages, 'Load earlier messages' keeps the reader's place; ADR 0050, as hub rooms in ADR 0019).
 */
import { useTranslation } from 'react-i18next';
import type { ConversationMessage } from '@/contract/conversations';
import { MessageLog } from '@/client/components/message-log';
import { MessageRow } from './message-row';

export interface MessageListProps {
  messages: readonly ConversationMessage[];
  ownId: number;
  hasMore: boolean;
  loadingEarlier: boolean;
  onLoadEarlier: () => void;
  /** opens the Report dialog for one of the other member's messages */
  onReport?: (messageId: number) => void;
}

export function MessageList({ messages, ownId, onReport, ...paging }: MessageListProps) {
  const { t } = useTranslation('conversations');
  const last = messages.at(-1);
  return (
    <MessageLog
      {...paging}
      firstId={messages[0]?.id}
      lastId={last?.id}
      lastIsOwn={last?.senderId === ownId}
      label={t('thread.messages')}
      loadEarlierLabel={t('thread.loadEarlier')}
    >
      {messages.map((m) => (
        <MessageRow key={m.id} message={m} own={m.senderId === ownId} onReport={onReport} />
      ))}
    </MessageLog>
  );
}
