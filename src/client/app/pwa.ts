/**
 * Registers the service worker built by vite-plugin-pwa (docs/decisions/0034-installable-offline-shell.md),
 * once the first page is drawn and the browser is idle, so it costs the first load nothing. When a new
 * version has been deployed and is ready, a toast offers 'Update available' / 'Reload' (in the language shown, lib/early-text.ts); reloading
 * activates it. Nothing happens in development or where service workers are missing.
 */
import { earlyT } from '@/client/lib/early-text';

export async function registerServiceWorker(): Promise<void> {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const [{ registerSW }, { toast }] = await Promise.all([import('virtual:pwa-register'), import('sonner')]);
  const updateServiceWorker = registerSW({
    onNeedRefresh() {
      toast(earlyT('app:pwa.updateAvailable'), {
        duration: Infinity,
        action: { label: earlyT('common:reload'), onClick: () => void updateServiceWorker(true) },
      });
    },
  });
}
