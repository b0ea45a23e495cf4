/**
 * The profile's 'Notifications' section (docs/decisions/0039-notice-catalogue-mail-delivery-preferences.md):
 * for each category an Email and a Push switch; each change is saved at once. While saving the switches
 * are disabled and 'Saving...' is announced; a failed save shows the error and the switch goes back.
 * Text: the `notices` catalogue (ADR 0042).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTICE_CATEGORIES, type NoticeCategory } from '@/domain/notices';
import type { NotificationPreferences } from '@/contract/notices';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { Switch } from '@/client/components/ui/switch';
import { useNoticePreferences, useSaveNoticePreferences } from '../api/notices';

const CHANNELS = ['mail', 'push'] as const;

export function NotificationSettings() {
  const { t } = useTranslation('notices');
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
          {t('settings.title')}
        </CardTitle>
        <CardDescription>{t('settings.intro')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {prefs.isPending && <Skeleton className="h-40 w-full" />}
        {prefs.isError && <p role="alert">{t('settings.loadFailed')}</p>}
        {prefs.data && (
          <ul className="divide-y">
            {NOTICE_CATEGORIES.map((category) => {
              const title = t(`settings.category.${category}.title`);
              return (
                <li key={category} className="flex items-center gap-3 py-3">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium">{title}</p>
                    <p className="text-muted-foreground text-sm">{t(`settings.category.${category}.hint`)}</p>
                  </div>
                  {CHANNELS.map((channel) => {
                    const id = `notice-${category}-${channel}`;
                    return (
                      <div key={channel} className="flex flex-col items-center gap-1">
                        <label htmlFor={id} className="text-muted-foreground text-xs">
                          {t(`settings.channel.${channel}`)}
                        </label>
                        <Switch
                          id={id}
                          aria-label={t(`settings.switchLabel.${channel}`, { category: title })}
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
          {save.isPending ? t('settings.saving') : status === 'saved' ? t('settings.saved') : ''}
        </p>
        {status === 'failed' && (
          <p role="alert" className="text-destructive text-sm">
            {t('settings.saveFailed')}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
