/**
 * Client entry: follows the system light/dark preference, then renders the providers and the router
 * (signed-in shell or signed-out pages). index.html paints the splash screen before this runs (for a
 * member opening home, /browse, My Books and the other FIRST_PAINT_ROUTES, the server puts the page's
 * frame there instead, app/first-paint, ADR 0061); React
 * renders once the session is known and the first page's code is loaded (`prepareFirstScreen`), as a
 * transition so the work is split into short tasks (ARCHITECTURE §6).
 */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { afterFirstScreen } from './app/after-first-screen';
import { Providers } from './app/providers';
import { restoreWhenOffline, startSavingForOffline } from './app/offline-cache';
import { registerServiceWorker } from './app/pwa';
import { AppRouter, prepareFirstScreen } from './app/router';
import { followSystemColorScheme } from './app/theme';
import { sessionQueryKey } from './features/auth';
import { awaitFirstScreen, markFirstScreenComplete } from './lib/first-screen';
import { startLanguage } from './i18n/detect';
import { prepareFormats } from './lib/format';
import { createQueryClient } from './lib/query-client';
import './styles.css';

followSystemColorScheme();
awaitFirstScreen();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A 401 from any call means the session ended (expired, or signed out elsewhere): re-check it, which
// switches to the signed-out pages when it is gone.
const queryClient = createQueryClient({
  onUnauthorized: () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
});

const render = () =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <Providers queryClient={queryClient}>
          <AppRouter />
        </Providers>
      </StrictMode>,
    ),
  );

// While the first screen's code and data download, the number formats are made (lib/format.ts).
window.setTimeout(() => prepareFormats(startLanguage()), 0);

// Renders even if preparing failed unexpectedly (the router then shows its own splash and errors).
// Offline at start, the lists saved last time are put back first (app/offline-cache.ts). Once the first
// screen is drawn and its data has arrived, the calls it did not need start (lib/first-screen.ts), the
// service worker (installable, offline shell) registers and the lists start being saved for offline use
// (app/after-first-screen.ts).
void restoreWhenOffline(queryClient)
  .then(() => prepareFirstScreen(queryClient))
  .finally(render)
  .then(() =>
    afterFirstScreen(queryClient, () => {
      markFirstScreenComplete();
      void registerServiceWorker();
      void startSavingForOffline(queryClient);
    }),
  );
