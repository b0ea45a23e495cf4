/**
 * The send box of a conversation (ADR 0050): a textarea where Enter sends and Shift+Enter adds a line, a
 * counter once fewer than `COUNTER_FROM` of the 1,000 characters are left, up to 3 photos, and Send. Send
 * is disabled while there is neither text nor a photo, and while a send is pending. `onSend` resolves true
 * when the message went, which clears the box; on failure the text and photos stay for a retry.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONVERSATION_MESSAGE_MAX } from '@/domain/conversations';
import { MessageInput, SendButton } from '@/client/components/message-input';
import { useOnlineOnly } from '@/client/components/online-button';
import { cn } from '@/client/lib/utils';
import type { Outgoing } from '../api/send';
import { AddPhotosButton, ChosenPhotos } from './photo-picker';

/** The counter shows once fewer than this many characters are left. */
export const COUNTER_FROM = 100;

export interface SendBoxProps {
  onSend: (message: Outgoing) => Promise<boolean>;
  pending: boolean;
}

export function SendBox({ onSend, pending }: SendBoxProps) {
  const { t } = useTranslation('conversations');
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const content = text.trim();
  const empty = content === '' && photos.length === 0;
  const send = useOnlineOnly(empty || pending);
  const left = CONVERSATION_MESSAGE_MAX - text.length;
  const submit = async () => {
    if (send.disabled) return;
    if (await onSend({ content, photos })) {
      setText('');
      setPhotos([]);
    }
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <ChosenPhotos files={photos} onChange={setPhotos} disabled={pending} />
      <div className="flex items-end gap-2">
        <AddPhotosButton files={photos} onChange={setPhotos} disabled={pending} />
        <MessageInput
          aria-label={t('composer.message')}
          aria-describedby={left < COUNTER_FROM ? 'conversation-counter' : undefined}
          placeholder={t('composer.placeholder')}
          value={text}
          maxLength={CONVERSATION_MESSAGE_MAX}
          onValueChange={setText}
          onSend={() => void submit()}
        />
        <SendButton control={send} label={pending ? t('common:sending') : t('composer.send')} />
      </div>
      {left < COUNTER_FROM && (
        <p
          id="conversation-counter"
          aria-live="polite"
          className={cn('mt-1 text-right text-xs', left <= 20 ? 'text-destructive' : 'text-muted-foreground')}
        >
          {t('composer.remaining', { count: left })}
        </p>
      )}
    </form>
  );
}
