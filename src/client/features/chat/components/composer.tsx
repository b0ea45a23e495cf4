/**
 * The message box of a room (spec 001 §2.16, §5 "Chat send"): Enter sends, Shift+Enter adds a line; Send
 * is disabled while the trimmed text is empty or a send is pending. `onSend` resolves true when the
 * message was sent, which clears the box.
 */
import { useState, type KeyboardEvent } from 'react';
import { SendHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX_LENGTH } from '@/domain/chat';
import { useOnlineOnly } from '@/client/components/online-button';
import { Button } from '@/client/components/ui/button';
import { Textarea } from '@/client/components/ui/textarea';

/** True when a key press in the box should send (Enter without Shift, not while composing text). */
export function sendsOnKey(e: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'nativeEvent'>): boolean {
  return e.key === 'Enter' && !e.shiftKey && !(e.nativeEvent as { isComposing?: boolean }).isComposing;
}

export interface ComposerProps {
  onSend: (content: string) => Promise<boolean>;
  pending: boolean;
}

export function Composer({ onSend, pending }: ComposerProps) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const blank = text.trim() === '';
  // offline, Send is disabled with the offline message (docs/decisions/0040-push-icons-offline-actions.md)
  const send = useOnlineOnly(blank || pending);
  const submit = async () => {
    if (send.disabled) return;
    if (await onSend(text.trim())) setText('');
  };
  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Textarea
        aria-label={t('composer.message')}
        placeholder={t('composer.placeholder')}
        value={text}
        maxLength={MESSAGE_MAX_LENGTH}
        rows={1}
        className="max-h-32 min-h-10 resize-none"
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (!sendsOnKey(e)) return;
          e.preventDefault();
          void submit();
        }}
      />
      <Button
        type="submit"
        size="icon"
        className="size-10 shrink-0"
        {...send}
        aria-label={pending ? t('common:sending') : t('composer.send')}
      >
        <SendHorizontal aria-hidden />
      </Button>
    </form>
  );
}
