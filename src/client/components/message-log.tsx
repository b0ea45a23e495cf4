/**
 * The scrolling log of a chat (hub rooms, ADR 0019; conversations, ADR 0050): a `role="log"` list that
 * opens scrolled to the newest message; a new message scrolls to it when it is the reader's own or the
 * reader is near the bottom; 'Load earlier' adds older ones above while keeping the reader's place. The
 * messages themselves are the `children` (the `<li>` rows of an `<ol>`).
 */
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Button } from '@/client/components/ui/button';
import { Spinner } from '@/client/components/ui/spinner';

/** Pixels from the bottom within which the reader counts as following the chat. */
const NEAR_BOTTOM_PX = 120;

export interface MessageLogProps {
  /** the oldest and newest message ids shown, and whether the newest is the reader's own */
  firstId: number | undefined;
  lastId: number | undefined;
  lastIsOwn: boolean;
  hasMore: boolean;
  loadingEarlier: boolean;
  onLoadEarlier: () => void;
  /** the log's accessible name and the 'Load earlier' button's text, in the reader's language */
  label: string;
  loadEarlierLabel: string;
  children: ReactNode;
}

export function MessageLog(props: MessageLogProps) {
  const { firstId, lastId, lastIsOwn, hasMore, loadingEarlier, onLoadEarlier } = props;
  const box = useRef<HTMLDivElement>(null);
  const seen = useRef<{ first?: number; last?: number; height: number; nearBottom: boolean }>({
    height: 0,
    nearBottom: true,
  });

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const prev = seen.current;
    if (prev.first !== undefined && firstId !== undefined && firstId < prev.first && lastId === prev.last) {
      // older messages were added above: keep the same message under the reader's eyes
      el.scrollTop += el.scrollHeight - prev.height;
    } else if (
      lastId !== undefined &&
      lastId !== prev.last &&
      (prev.last === undefined || prev.nearBottom || lastIsOwn)
    ) {
      el.scrollTop = el.scrollHeight;
    }
    seen.current = {
      first: firstId,
      last: lastId,
      height: el.scrollHeight,
      nearBottom: el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX,
    };
  }, [firstId, lastId, lastIsOwn]);

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
            {props.loadEarlierLabel}
          </Button>
        </div>
      )}
      <div role="log" aria-label={props.label} aria-live="polite">
        <ol className="space-y-3 px-1">{props.children}</ol>
      </div>
    </div>
  );
}
