/**
 * A room's messages, oldest first (spec 001 §2.16), in the shared chat log (`MessageLog`: opens at the
 * newest, follows new messages, 'Load earlier messages' keeps the reader's place). Another member's message
 * has a small menu (Report, Block); their dialogs are rendered here once (ADR 0050).
 */
import { useTranslation } from 'react-i18next';
import { MessageLog } from '@/client/components/message-log';
import { useBlockDialog } from '@/client/features/blocks';
import { useReportDialog } from '@/client/features/reports';
import { MessageBubble, type ShownMessage } from './message-bubble';

export interface MessageListProps {
  messages: ShownMessage[];
  ownId: number;
  hasMore: boolean;
  loadingEarlier: boolean;
  onLoadEarlier: () => void;
}

export function MessageList({ messages, ownId, ...paging }: MessageListProps) {
  const { t } = useTranslation('chat');
  const { openReport, reportDialog } = useReportDialog();
  const { askBlock, blockDialog } = useBlockDialog();
  const actions = { onReport: (id: number) => openReport({ kind: 'hub_message', id }), onBlock: askBlock };
  const last = messages.at(-1);
  return (
    <>
      <MessageLog
        {...paging}
        firstId={messages[0]?.id}
        lastId={last?.id}
        lastIsOwn={last?.sender_id === ownId}
        label={t('room.messages')}
        loadEarlierLabel={t('room.loadEarlier')}
      >
        {messages.map((m) => (
          <MessageBubble key={m.id} message={m} own={m.sender_id === ownId} actions={actions} />
        ))}
      </MessageLog>
      {reportDialog}
      {blockDialog}
    </>
  );
}
