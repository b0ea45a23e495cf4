/**
 * Client entry: follows the system light/dark preference, then renders the providers and the router
 * (splash while the session is checked; signed-in shell or signed-out pages after).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { AppRouter } from './app/router';
import { followSystemColorScheme } from './app/theme';
import { createQueryClient } from './lib/query-client';
import './styles.css';

followSystemColorScheme();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <Providers queryClient={createQueryClient()}>
      <AppRouter />
    </Providers>
  </StrictMode>,
);
