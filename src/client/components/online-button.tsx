/**
 * A button for an action that needs the server (docs/decisions/0040-push-icons-offline-actions.md): while
 * the browser is offline it is disabled and says why, 'You are offline. Try again when you are connected.'
 * (in the language shown, lib/early-text.ts)
 * (its title: tooltip and accessible description); back online it is enabled again. The one place offline-disabled
 * actions are decided: pages use this instead of `Button` for Borrow/Buy, Request Return (and its dialog's
 * submit and excess payment), Confirm Return, Extend (Calculate, Send Request), paying late fees, Add Book,
 * sending a chat message, joining a hub and turning on notifications.
 */
import * as React from 'react';
import { Button } from '@/client/components/ui/button';
import { useEarlyT } from '@/client/lib/early-text';
import { useOnline } from '@/client/lib/offline';

/**
 * `disabled` and `title` props that turn a control off while offline: spread them on a control that is not
 * a `Button` (e.g. a submit icon); `disabled` is or-ed with the control's own reason.
 */
export function useOnlineOnly(disabled?: boolean): {
  disabled: boolean;
  title?: string;
  'data-offline'?: true;
} {
  const online = useOnline();
  const earlyT = useEarlyT();
  if (online) return { disabled: Boolean(disabled) };
  return { disabled: true, title: earlyT('common:offlineAction'), 'data-offline': true };
}

/** `Button`, disabled while offline with the offline message as its title and description. */
export function OnlineButton({ disabled, title, ...props }: React.ComponentProps<typeof Button>) {
  const offline = useOnlineOnly(disabled);
  return (
    <Button
      {...props}
      disabled={offline.disabled}
      title={offline.title ?? title}
      data-offline={offline['data-offline']}
    />
  );
}
