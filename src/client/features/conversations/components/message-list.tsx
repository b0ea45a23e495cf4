/**
 * A conversation's messages, oldest first, in a `role="log"` (ADR 0050; the hub room's list, ADR 0019). It
 * opens scrolled to the newest; a new message scrolls to it when it is the caller's own or the reader is
 * near the bottom; 'Load earlier messages' adds older ones above while keeping the reader's place.
 */
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConversationMessage } from '@/contract/conversations';
import { Button } from '@/client/components/ui/button';
import { Spinner } from '@/client/components/ui/spinner';
import { MessageRow } from './message-row';

/** Pixels from the bottom within which the reader counts as following the conversation. */
const NEAR_BOTTOM_PX = 120;

export interface MessageListProps {
  messages: readonly ConversationMessage[];
  ownId: number;
  hasMore: boolean;
  loadingEarlier: boolean;
  onLoadEarlier: () => void;
  /** opens the Report dialog for one of the other member's messages */
  onReport?: (messageId: number) => void;
}

export function MessageList({
  messages,
  ownId,
  hasMore,
  loadingEarlier,
  onLoadEarlier,
  onReport,
}: MessageListProps) {
  const { t } = useTranslation('conversations');
  const box = useRef<HTMLDivElement>(null);
  const seen = useRef<{ first?: number; last?: number; height: number; nearBottom: boolean }>({
    height: 0,
    nearBottom: true,
  });

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const prev = seen.current;
    const first = messages[0]?.id;
    const last = messages.at(-1);
    if (prev.first !== undefined && first !== undefined && first < prev.first && last?.id === prev.last) {
      // older messages were added above: keep the same message under the reader's eyes
      el.scrollTop += el.scrollHeight - prev.height;
    } else if (
      last &&
      last.id !== prev.last &&
      (prev.last === undefined || prev.nearBottom || last.senderId === ownId)
    ) {
      el.scrollTop = el.scrollHeight;
    }
    seen.current = {
      first,
      last: last?.id,
      height: el.scrollHeight,
      nearBottom: el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX,
    };
  }, [messages, ownId]);

  return (
    <div
      ref={box}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain py-3"
      onScroll={(e) => {
        const el = e.currentTarget;
        seen.current.nearBottom = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
        seen.current.height = el.scrollHeight;
      }}
    >
      {hasMore && (
        <div className="mb-3 flex justify-center">
          <Button variant="outline" size="sm" onClick={onLoadEarlier} disabled={loadingEarlier}>
            {loadingEarlier && <Spinner aria-hidden />}
            {t('thread.loadEarlier')}
          </Button>
        </div>
      )}
      <div role="log" aria-label={t('thread.messages')} aria-live="polite">
        <ol className="space-y-3 px-1">
          {messages.map((m) => (
            <MessageRow key={m.id} message={m} own={m.senderId === ownId} onReport={onReport} />
          ))}
        </ol>
      </div>
    </div>
  );
}
