/**
 * A small bar under the header while the browser is offline: 'You are offline', and how old the lists
 * shown are when they were saved for offline use (app/offline-cache.ts). Changes are refused with the
 * offline message meanwhile (lib/api.ts).
 */
import { formatDistanceToNow } from 'date-fns';
import { WifiOff } from 'lucide-react';
import { useOnline } from '@/client/lib/offline';
import { offlineDataSavedAt } from '../offline-cache';
import { PWA_TEXT } from '../pwa-text';

export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  const savedAt = offlineDataSavedAt();
  return (
    <div
      role="status"
      className="sticky top-14 z-30 flex flex-col items-center bg-amber-100 px-4 py-1.5 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100"
    >
      <span className="flex items-center gap-2 font-medium">
        <WifiOff className="size-4" aria-hidden="true" />
        {PWA_TEXT.offline}
      </span>
      {savedAt !== undefined && (
        <span className="text-xs">{PWA_TEXT.savedAgo(formatDistanceToNow(savedAt))}</span>
      )}
    </div>
  );
}
