/**
 * The message box of a room (spec 001 §2.16, §5 "Chat send"): Enter sends, Shift+Enter adds a line; Send
 * is disabled while the trimmed text is empty or a send is pending. `onSend` resolves true when the
 * message was sent, which clears the box.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX_LENGTH } from '@/domain/chat';
import { MessageInput, SendButton } from '@/client/components/message-input';
import { useOnlineOnly } from '@/client/components/online-button';

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
      <MessageInput
        aria-label={t('composer.message')}
        placeholder={t('composer.placeholder')}
        value={text}
        maxLength={MESSAGE_MAX_LENGTH}
        onValueChange={setText}
        onSend={() => void submit()}
      />
      <SendButton control={send} label={pending ? t('common:sending') : t('composer.send')} />
    </form>
  );
}
