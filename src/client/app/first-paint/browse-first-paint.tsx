/**
 * The first paint of /browse for a signed-in member (docs/decisions/0043-lighter-first-screen.md): the
 * shell's header (logo), the top of the Browse page with its loading skeleton, and the bottom navigation,
 * made of the real components. The server sends it as static HTML in place of the splash screen when a
 * member opens /browse (src/server/plugins/static-client.ts), so the page's frame shows as soon as the
 * HTML and styles arrive instead of after the JavaScript; React replaces it with the same frame and the
 * cards. `inert`: nothing in it can be typed into or tapped in that moment.
 *
 * Not part of the app's bundle: its test renders it in each language to
 * `src/client/public/first-paint/browse.<lng>.html` (`npm run first-paint`) and fails while those are stale.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { BrowsePageFirstPaint } from '@/client/features/books';
// The logo module itself, not the landing feature's index: that one also brings the welcome slides.
import { BrandLogo } from '@/client/features/landing/components/brand-mark';
import { HEADER_CLASS, HEADER_ROW_CLASS } from '../shell/app-header';
import { MAIN_CLASS } from '../shell/app-shell';
import { BottomNav } from '../shell/bottom-nav';

export function BrowseFirstPaint() {
  return (
    <MemoryRouter initialEntries={['/browse']}>
      <QueryClientProvider client={new QueryClient()}>
        <div inert className="bg-background min-h-dvh">
          <header className={HEADER_CLASS}>
            <div className={HEADER_ROW_CLASS}>
              <BrandLogo />
            </div>
          </header>
          <main className={MAIN_CLASS}>
            <BrowsePageFirstPaint />
          </main>
          <BottomNav />
        </div>
      </QueryClientProvider>
    </MemoryRouter>
  );
}
