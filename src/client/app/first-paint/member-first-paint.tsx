/**
 * The first paint of a member route (docs/decisions/0061-member-route-frames.md, generalising ADR 0043's
 * /browse): the shell's header (logo), the top of the route's page with its loading skeleton
 * (route-frames.tsx), and the bottom navigation with the route's item current, made of the real
 * components. The server sends it as static HTML in place of the splash screen when a member opens one of
 * FIRST_PAINT_ROUTES (src/server/plugins/static-client.ts), so the page's frame shows as soon as the HTML
 * and styles arrive instead of after the JavaScript; React replaces it with the same frame. `inert`:
 * nothing in it can be typed into or tapped in that moment.
 *
 * Not part of the app's bundle: its test renders each route in each language to
 * `src/client/public/first-paint/<id>.<lng>.html` (`npm run first-paint`) and fails while those are stale.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { FIRST_PAINT_ROUTES } from '@/contract/first-paint';
// The logo module itself, not the landing feature's index: that one also brings the welcome slides.
import { BrandLogo } from '@/client/features/landing/components/brand-mark';
import { HEADER_CLASS, HEADER_ROW_CLASS } from '../shell/app-header';
import { MAIN_CLASS } from '../shell/app-shell';
import { BottomNav } from '../shell/bottom-nav';
import { ROUTE_FRAMES } from './route-frames';

/** `route`: one of FIRST_PAINT_ROUTES (its id picks the page's top, its path the current navigation item). */
export function MemberFirstPaint({ route }: { route: (typeof FIRST_PAINT_ROUTES)[number] }) {
  const Top = ROUTE_FRAMES[route.id];
  return (
    <MemoryRouter initialEntries={[route.path]}>
      <QueryClientProvider client={new QueryClient()}>
        <div inert className="bg-background min-h-dvh">
          <header className={HEADER_CLASS}>
            <div className={HEADER_ROW_CLASS}>
              <BrandLogo />
            </div>
          </header>
          <main className={MAIN_CLASS}>
            <Top />
          </main>
          <BottomNav />
        </div>
      </QueryClientProvider>
    </MemoryRouter>
  );
}
