/**
 * The Hubshelf logo (the same open-book mark as public/icon.svg) and, optionally, the name beside it.
 * Used by the app header, the landing page, the sign-in screens and the splash screen.
 */
import { cn } from '@/client/lib/utils';

/** The square logo mark; decorative (the name or a surrounding label names it). */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden focusable="false" className={cn('size-8 shrink-0', className)}>
      <rect width="64" height="64" rx="14" fill="#0f766e" />
      <path d="M16 18h10a6 6 0 0 1 6 6v24a5 5 0 0 0-5-5H16z" fill="#fff" />
      <path d="M48 18H38a6 6 0 0 0-6 6v24a5 5 0 0 1 5-5h11z" fill="#ccfbf1" />
    </svg>
  );
}

/** The product's name: the same in every language (ADR 0042). */
const BRAND_NAME = 'Hubshelf';

/** Logo mark and the word "Hubshelf". */
export function BrandLogo({ className, markClassName }: { className?: string; markClassName?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 text-lg font-bold tracking-tight', className)}>
      <BrandMark className={markClassName} />
      {BRAND_NAME}
    </span>
  );
}
