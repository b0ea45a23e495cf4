/**
 * 'Notifications on this device' (docs/decisions/0040-push-icons-offline-actions.md), on the notifications
 * page and in the profile: the state of Web Push in this browser (on, off, blocked by the browser, not
 * supported) and 'Turn on notifications' / 'Turn off'. The browser's permission prompt appears only after
 * the click on 'Turn on notifications', never on load; both buttons need a connection (OnlineButton).
 * Text: the `push` catalogue (ADR 0042).
 */
import { useEffect, useState } from 'react';
import { BellRing } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { OnlineButton } from '@/client/components/online-button';
import { Card } from '@/client/components/ui/card';
import { deleteSubscription, fetchPushPublicKey, saveSubscription } from '../api/push';
import {
  currentEndpoint,
  readPushState,
  subscribeBrowser,
  unsubscribeBrowser,
  type PushState,
} from '../lib/browser-push';

async function turnOn(): Promise<PushState> {
  const subscription = await subscribeBrowser(fetchPushPublicKey);
  if (typeof subscription === 'string') return subscription;
  await saveSubscription(subscription);
  return 'on';
}

async function turnOff(): Promise<PushState> {
  const endpoint = await currentEndpoint();
  if (endpoint) await deleteSubscription(endpoint);
  await unsubscribeBrowser();
  return 'off';
}

export function PushNotificationsCard() {
  const { t } = useTranslation('push');
  const [state, setState] = useState<PushState | undefined>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    readPushState()
      .then((s) => live && setState(s))
      .catch(() => live && setState('off'));
    return () => {
      live = false;
    };
  }, []);

  const run = (action: () => Promise<PushState>, failed: string) => {
    setBusy(true);
    action()
      .then(setState)
      .catch(() => toast.error(failed))
      .finally(() => setBusy(false));
  };

  return (
    <Card className="gap-3 px-4 py-3">
      <div className="flex items-start gap-3">
        <BellRing aria-hidden className="text-primary mt-0.5 size-5 shrink-0" />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium">{t('card.heading')}</p>
          <p className="text-muted-foreground text-xs" aria-live="polite">
            {state ? t(`card.state.${state}`) : ''}
          </p>
        </div>
      </div>
      {state === 'off' && (
        <OnlineButton
          size="sm"
          className="self-start"
          disabled={busy}
          onClick={() => run(turnOn, t('card.failed'))}
        >
          {t('card.turnOn')}
        </OnlineButton>
      )}
      {state === 'on' && (
        <OnlineButton
          size="sm"
          variant="outline"
          className="self-start"
          disabled={busy}
          onClick={() => run(turnOff, t('card.offFailed'))}
        >
          {t('card.turnOff')}
        </OnlineButton>
      )}
    </Card>
  );
}
