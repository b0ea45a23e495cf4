/**
 * Shown while the session check (GET /api/auth/me) is pending (spec 001 §2.1, 002 §2.7): logo and a spinner.
 * It shows before any catalogue has loaded, so its one label comes from lib/early-text.ts (ADR 0042).
 */
import { Spinner } from '@/client/components/ui/spinner';
// The logo module itself, not the landing feature's index: that one also brings the welcome slides.
import { BrandLogo } from '@/client/features/landing/components/brand-mark';
import { useEarlyT } from '@/client/lib/early-text';

export function SplashScreen() {
  const earlyT = useEarlyT();
  return (
    <main className="bg-background flex min-h-dvh flex-col items-center justify-center gap-6">
      <BrandLogo className="text-2xl" markClassName="size-12" />
      <Spinner className="text-primary size-8" aria-label={earlyT('app:splash.loading')} />
    </main>
  );
}
