/**
 * Client entry: follows the system light/dark preference, then renders the providers and the router
 * (splash while the session is checked; signed-in shell or signed-out pages after).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { AppRouter } from './app/router';
import { followSystemColorScheme } from './app/theme';
import { sessionQueryKey } from './features/auth';
import { createQueryClient } from './lib/query-client';
import './styles.css';

followSystemColorScheme();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A 401 from any call means the session ended (expired, or signed out elsewhere): re-check it, which
// switches to the signed-out pages when it is gone.
const queryClient = createQueryClient({
  onUnauthorized: () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
});

createRoot(root).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <AppRouter />
    </Providers>
  </StrictMode>,
);
