/**
 * What an open conversation does (ADR 0050): moves the caller's read marker to the newest message shown
 * (once per new message, and again once a minute while the page is shown), and sends a message: a failure shows the server's reason in a toast and keeps
 * the draft; an answer carrying `contactWarning` shows the contact guard's notice. `onSend` answers whether
 * the message went.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { CONVERSATION_READ_HEARTBEAT_MS } from '@/domain/conversations';
import { errorMessage } from '@/client/lib/api';
import { useSendConversationMessage, type Outgoing } from '../api/send';
import { useMarkConversationRead } from '../api/thread';

/** One toast for the sends of a conversation: a new failure replaces the last one's toast. */
const SEND_TOAST = 'conversation-send';

/** `id` is the conversation; `newest` the newest message id shown (undefined before any). */
export function useThreadActions(id: number, newest: number | undefined) {
  const { t } = useTranslation('conversations');
  const send = useSendConversationMessage(id);
  const markRead = useMarkConversationRead(id);
  const marked = useRef(0);
  const [warning, setWarning] = useState<string | null>(null);

  useEffect(() => {
    if (newest === undefined || newest <= marked.current) return;
    marked.current = newest;
    markRead.mutate(newest);
  }, [newest, markRead]);

  // while the page is open and shown, say so once a minute (the server's "on the page" rule, ADR 0050)
  const { mutate } = markRead;
  useEffect(() => {
    const beat = window.setInterval(() => {
      if (document.visibilityState === 'visible' && marked.current > 0) mutate(marked.current);
    }, CONVERSATION_READ_HEARTBEAT_MS);
    return () => window.clearInterval(beat);
  }, [mutate]);

  const onSend = async (out: Outgoing): Promise<boolean> => {
    try {
      const sent = await send.mutateAsync(out);
      toast.dismiss(SEND_TOAST);
      if (sent.contactWarning) setWarning(sent.contactWarning);
      return true;
    } catch (err) {
      toast.error(t('send.failed'), { id: SEND_TOAST, description: errorMessage(err, t('send.tryAgain')) });
      return false;
    }
  };

  return { onSend, sending: send.isPending, warning, dismissWarning: () => setWarning(null) };
}
