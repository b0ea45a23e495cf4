/**
 * The profile's 'Notifications' section (docs/decisions/0039-notice-catalogue-mail-delivery-preferences.md):
 * for each category an Email and a Push switch; each change is saved at once. While saving the switches
 * are disabled and 'Saving...' is announced; a failed save shows the error and the switch goes back.
 */
import { useState } from 'react';
import { CATEGORY_LABELS, NOTICE_CATEGORIES, type NoticeCategory } from '@/domain/notices';
import { NOTICE_PREFS_TEXT as T, type NotificationPreferences } from '@/contract/notification-preferences';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { Switch } from '@/client/components/ui/switch';
import { useNoticePreferences, useSaveNoticePreferences } from '../api/notice-preferences';

const CHANNELS = [
  ['mail', T.mail],
  ['push', T.push],
] as const;

export function NotificationSettings() {
  const prefs = useNoticePreferences();
  const save = useSaveNoticePreferences();
  const [status, setStatus] = useState<'idle' | 'saved' | 'failed'>('idle');

  const toggle = (category: NoticeCategory, channel: 'mail' | 'push', on: boolean) => {
    if (!prefs.data) return;
    const next: NotificationPreferences = {
      ...prefs.data,
      [category]: { ...prefs.data[category], [channel]: on },
    };
    setStatus('idle');
    save.mutate(next, { onSuccess: () => setStatus('saved'), onError: () => setStatus('failed') });
  };

  return (
    <Card className="mt-4" aria-labelledby="notification-settings-title">
      <CardHeader>
        <CardTitle id="notification-settings-title" role="heading" aria-level={2}>
          {T.sectionTitle}
        </CardTitle>
        <CardDescription>{T.sectionIntro}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {prefs.isPending && <Skeleton className="h-40 w-full" />}
        {prefs.isError && <p role="alert">{T.loadFailed}</p>}
        {prefs.data && (
          <ul className="divide-y">
            {NOTICE_CATEGORIES.map((category) => {
              const label = CATEGORY_LABELS[category];
              return (
                <li key={category} className="flex items-center gap-3 py-3">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium">{label.title}</p>
                    <p className="text-muted-foreground text-sm">{label.hint}</p>
                  </div>
                  {CHANNELS.map(([channel, word]) => {
                    const id = `notice-${category}-${channel}`;
                    return (
                      <div key={channel} className="flex flex-col items-center gap-1">
                        <label htmlFor={id} className="text-muted-foreground text-xs">
                          {word}
                        </label>
                        <Switch
                          id={id}
                          aria-label={T.switchLabel(word, label.title)}
                          checked={prefs.data[category][channel]}
                          disabled={save.isPending}
                          onCheckedChange={(on) => toggle(category, channel, on)}
                        />
                      </div>
                    );
                  })}
                </li>
              );
            })}
          </ul>
        )}
        <p aria-live="polite" className="text-muted-foreground min-h-5 text-sm">
          {save.isPending ? T.saving : status === 'saved' ? T.saved : ''}
        </p>
        {status === 'failed' && (
          <p role="alert" className="text-destructive text-sm">
            {T.saveFailed}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
