/**
 * The frame of the signed-out auth screens (/auth, /reset-password): logo, tagline and a card column,
 * narrow and safe-area aware on phones.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from '@/client/features/landing';

export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <main className="bg-muted/40 flex min-h-dvh flex-col items-center px-4 pt-[max(2rem,env(safe-area-inset-top))] pb-[max(2rem,env(safe-area-inset-bottom))]">
      <title>{`${title} · Hubshelf`}</title>
      <div className="w-full max-w-md space-y-6">
        <div className="space-y-1 text-center">
          <Link to="/" aria-label={t('layout.home')} className="inline-flex rounded-md">
            <BrandLogo className="text-2xl" markClassName="size-10" />
          </Link>
          <p className="text-muted-foreground text-sm">{t('layout.tagline')}</p>
        </div>
        {children}
      </div>
    </main>
  );
}
