/**
 * Frame of the public pages (routes.tsx `publicRoutes`, e.g. a shared book page) for a signed-out visitor:
 * logo and a Sign in link above the page in the narrow mobile column. Part of the first load, so its
 * words come from lib/early-text.ts (copied from the catalogues) (ADR 0042).
 */
import { Link, Outlet, ScrollRestoration } from 'react-router';
import { Button } from '@/client/components/ui/button';
// The logo module itself, not the landing feature's index: that one also brings the welcome slides.
import { BrandLogo } from '@/client/features/landing/components/brand-mark';
import { useEarlyT } from '@/client/lib/early-text';

export function GuestLayout() {
  const earlyT = useEarlyT();
  return (
    <div className="bg-background min-h-dvh">
      <header className="border-b pt-[env(safe-area-inset-top)]">
        <div className="mx-auto flex h-14 max-w-lg items-center justify-between px-4">
          <Link to="/" aria-label={earlyT('app:shell.home')} className="rounded-md">
            <BrandLogo />
          </Link>
          <Button asChild size="sm">
            <Link to="/auth">{earlyT('common:signIn')}</Link>
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
