/**
 * Frame of the public pages (routes.tsx `publicRoutes`, e.g. a shared book page) for a signed-out visitor:
 * logo and a Sign in link above the page in the narrow mobile column. Part of the first load, so its
 * words come from lib/common-text.ts, not a catalogue (ADR 0042).
 */
import { Link, Outlet, ScrollRestoration } from 'react-router';
import { Button } from '@/client/components/ui/button';
// The logo module itself, not the landing feature's index: that one also brings the welcome slides.
import { BrandLogo } from '@/client/features/landing/components/brand-mark';
import { COMMON_TEXT } from '@/client/lib/common-text';
import { useEarlyText } from '@/client/lib/early-text';

export function GuestLayout() {
  const text = useEarlyText(COMMON_TEXT);
  return (
    <div className="bg-background min-h-dvh">
      <header className="border-b pt-[env(safe-area-inset-top)]">
        <div className="mx-auto flex h-14 max-w-lg items-center justify-between px-4">
          <Link to="/" aria-label={text.home} className="rounded-md">
            <BrandLogo />
          </Link>
          <Button asChild size="sm">
            <Link to="/auth">{text.signIn}</Link>
          </Button>
        </div>
      </header>
      <main className="mx-auto max-w-lg px-4 pt-4 pb-[max(2rem,env(safe-area-inset-bottom))]">
        <Outlet />
      </main>
      <ScrollRestoration />
    </div>
  );
}
