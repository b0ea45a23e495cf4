/**
 * The text box and Send button shared by the message boxes of hub rooms (chat `Composer`, spec 001 §5
 * "Chat send") and of conversations (`SendBox`, ADR 0050): Enter sends, Shift+Enter adds a line, and
 * neither while an input method is composing; Send is a submit icon, its props from `useOnlineOnly` (off
 * while offline, docs/decisions/0040-push-icons-offline-actions.md). Texts come from the caller's catalogue.
 */
import type { ComponentProps, KeyboardEvent } from 'react';
import { SendHorizontal } from 'lucide-react';
import type { useOnlineOnly } from '@/client/components/online-button';
import { Button } from '@/client/components/ui/button';
import { Textarea } from '@/client/components/ui/textarea';

/** True when a key press in the box should send (Enter without Shift, not while composing text). */
export function sendsOnKey(e: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'nativeEvent'>): boolean {
  return e.key === 'Enter' && !e.shiftKey && !(e.nativeEvent as { isComposing?: boolean }).isComposing;
}

export interface MessageInputProps extends Omit<
  ComponentProps<'textarea'>,
  'value' | 'onChange' | 'onKeyDown' | 'rows' | 'className'
> {
  value: string;
  onValueChange: (value: string) => void;
  /** Called when a key press sends (`sendsOnKey`); the form's submit does the same. */
  onSend: () => void;
}

/** One-line growing text box of a message: Enter calls `onSend`, Shift+Enter adds a line. */
export function MessageInput({ onValueChange, onSend, ...props }: MessageInputProps) {
  return (
    <Textarea
      {...props}
      rows={1}
      className="max-h-32 min-h-10 resize-none"
      onChange={(e) => onValueChange(e.target.value)}
      onKeyDown={(e) => {
        if (!sendsOnKey(e)) return;
        e.preventDefault();
        onSend();
      }}
    />
  );
}

/** The round Send submit button: `control` is `useOnlineOnly(reason)`, `label` its accessible name. */
export function SendButton({ control, label }: { control: ReturnType<typeof useOnlineOnly>; label: string }) {
  return (
    <Button type="submit" size="icon" className="size-10 shrink-0" {...control} aria-label={label}>
      <SendHorizontal aria-hidden />
    </Button>
  );
}
