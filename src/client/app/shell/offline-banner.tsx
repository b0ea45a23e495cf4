/**
 * A small bar under the header while the browser is offline: 'You are offline', and how old the lists
 * shown are when they were saved for offline use (app/offline-cache.ts). Changes are refused with the
 * offline message meanwhile (lib/api.ts). English or Hindi (ADR 0042), words from lib/early-text.ts.
 */
import { formatDistanceToNow } from 'date-fns';
import { WifiOff } from 'lucide-react';
import { earlyT, useEarlyLanguage } from '@/client/lib/early-text';
import { formatRelative } from '@/client/lib/format';
import { useOnline } from '@/client/lib/offline';
import { offlineDataSavedAt } from '../offline-cache';

export function OfflineBanner() {
  const online = useOnline();
  const lng = useEarlyLanguage();
  if (online) return null;
  const savedAt = offlineDataSavedAt();
  // English keeps date-fns' wording ('Showing what was saved 5 minutes ago'); Hindi says '5 मिनट पहले'.
  const ago = (at: number | Date) => (lng === 'en' ? formatDistanceToNow(at) : formatRelative(new Date(at)));
  return (
    <div
      role="status"
      className="sticky top-14 z-30 flex flex-col items-center bg-amber-100 px-4 py-1.5 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100"
    >
      <span className="flex items-center gap-2 font-medium">
        <WifiOff className="size-4" aria-hidden="true" />
        {earlyT('app:pwa.offline', undefined, lng)}
      </span>
      {savedAt !== undefined && (
        <span className="text-xs">{earlyT('app:pwa.savedAgo', { ago: ago(savedAt) }, lng)}</span>
      )}
    </div>
  );
}
