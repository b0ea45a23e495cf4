/**
 * What an open chat room does (spec 001 §2.16, §5 "Chat send"; docs/decisions/0019-hub-chat.md): moves
 * the member's read marker to the newest message shown (once per new message), and sends a message with
 * one toast per room ('Message sent', or the failure with the server's reason; a new send replaces the
 * last one's toast). `onSend` answers whether the message went.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { errorMessage } from '@/client/lib/api';
import { useMarkRead } from '../api/mark-read';
import { useSendMessage } from '../api/room';

/** One toast for the sends of a room: a new send replaces the last one's toast. */
const SEND_TOAST = 'chat-send';

/** `hubId` is the room's hub, null when the path names none; `newest` the newest message id shown. */
export function useRoomActions(hubId: number | null, newest: number | undefined) {
  const { t } = useTranslation('chat');
  const send = useSendMessage(hubId ?? 0);
  const markRead = useMarkRead(hubId ?? 0);
  const marked = useRef(0);

  useEffect(() => {
    if (newest === undefined || newest <= marked.current) return;
    marked.current = newest;
    markRead.mutate(newest);
  }, [newest, markRead]);

  const onSend = async (content: string): Promise<boolean> => {
    if (hubId === null) {
      toast.error(t('send.hubNotFound'), { id: SEND_TOAST });
      return false;
    }
    try {
      await send.mutateAsync(content);
      toast.success(t('send.sent'), { id: SEND_TOAST });
      return true;
    } catch (err) {
      toast.error(t('send.failed'), {
        id: SEND_TOAST,
        description: errorMessage(err, t('send.notMember')),
      });
      return false;
    }
  };

  return { onSend, sending: send.isPending };
}
