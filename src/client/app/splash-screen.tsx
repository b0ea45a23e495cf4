/** Shown while the session check (GET /api/auth/me) is pending (spec 001 §2.1, 002 §2.7): logo and a spinner. */
import { Spinner } from '@/client/components/ui/spinner';
// The logo module itself, not the landing feature's index: that one also brings the welcome slides.
import { BrandLogo } from '@/client/features/landing/components/brand-mark';

export function SplashScreen() {
  return (
    <main className="bg-background flex min-h-dvh flex-col items-center justify-center gap-6">
      <BrandLogo className="text-2xl" markClassName="size-12" />
      <Spinner className="text-primary size-8" aria-label="Loading Hubshelf" />
    </main>
  );
}
