/**
 * Extra setup for the `client` Vitest project, whose files share one module registry and one jsdom per
 * worker (`isolate: false`; docs/decisions/0062-client-tests-share-a-worker.md). Each file starts as it would
 * in a worker of its own: what the previous file left in that shared state (its page, toasts, storage,
 * fake timers, stubbed globals and environment) is cleared when it ends. Within a file nothing
 * changes: state carries from test to test as it does in an isolated file. A test that switches the
 * language switches it back (src/client/i18n/test-init.ts).
 */
import { toast } from 'sonner';
import { afterAll, beforeAll, vi } from 'vitest';

beforeAll(() => {
  document.body.innerHTML = '';
});

afterAll(() => {
  // Sonner keeps its toasts in a module-level store and replays the active ones to a new <Toaster />.
  toast.dismiss();
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
