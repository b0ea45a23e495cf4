/**
 * The language switch 'English / हिन्दी' (ADR 0042) for the welcome slides, the avatar menu and the
 * profile. Renders nothing while only one language is offered (OFFERED_LANGUAGES), so a member never
 * meets a half-translated screen. Choosing a language switches the screen at once, remembers it in the
 * `hubshelf_lang` cookie, and calls `onChosen` (signed in: saved as `preferredLanguage`).
 * Each name is written in its own language and marked with its `lang`.
 */
import { LANGUAGE_NAMES, OFFERED_LANGUAGES, type Language } from '@/domain/languages';
import { currentLanguage } from '@/client/lib/locale';
import { cn } from '@/client/lib/utils';
import { rememberLanguage } from './detect';
import { useSyncExternalStore } from 'react';

/** Switches the screen to `lng` (loading i18next and the catalogues if needed) and remembers it. */
export async function chooseLanguage(lng: Language): Promise<void> {
  rememberLanguage(lng);
  const { i18n, startI18n } = await import('./i18n');
  await startI18n();
  await i18n.changeLanguage(lng);
}

const subscribe = (notify: () => void) => {
  const observer = new MutationObserver(notify);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  return () => observer.disconnect();
};

/** The language the screen shows now; re-renders when it changes (`<html lang>`). */
export function useCurrentLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}

export function LanguageSwitch({
  offered = OFFERED_LANGUAGES,
  onChosen,
  className,
}: {
  /** The languages to offer; defaults to OFFERED_LANGUAGES (tests pass ['en', 'hi']). */
  offered?: readonly Language[];
  /** Called after the screen switched, e.g. to save the member's `preferredLanguage`. */
  onChosen?: (lng: Language) => void;
  className?: string;
}) {
  const current = useCurrentLanguage();
  if (offered.length < 2) return null;
  return (
    <div
      role="group"
      aria-label={offered.map((l) => LANGUAGE_NAMES[l]).join(' / ')}
      className={cn('inline-flex rounded-md border p-0.5', className)}
    >
      {offered.map((lng) => (
        <button
          key={lng}
          type="button"
          lang={lng}
          aria-pressed={current === lng}
          onClick={() => void chooseLanguage(lng).then(() => onChosen?.(lng))}
          className={cn(
            'focus-visible:ring-ring/50 min-h-9 rounded px-3 text-sm outline-none focus-visible:ring-[3px]',
            current === lng ? 'bg-primary text-primary-foreground' : 'hover:bg-muted',
          )}
        >
          {LANGUAGE_NAMES[lng]}
        </button>
      ))}
    </div>
  );
}
