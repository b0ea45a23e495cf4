/**
 * The client's i18next instance (ADR 0042). Loaded lazily with the first converted page, never by the
 * initial chunk (ARCHITECTURE §6 budget): routes call `loadNamespaces` (i18n/route.ts) next to their code.
 * Catalogues load per namespace and language through `i18next-resources-to-backend` from
 * catalogues.ts (where route loading may already have started them); in development (and the end-to-end
 * build), `?lng=en-XA` shows the pseudo-locale. Client tests initialise it synchronously first (test-setup.ts),
 * so `startI18n` then does nothing.
 */
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@/domain/languages';
import { setCurrentLanguage } from '@/client/lib/locale';
import { loadCatalogue } from './catalogues';
import { detectLanguage, LANGUAGE_PARAM, PSEUDO_LOCALE } from './detect';
import type { Namespace } from './namespaces';
import { pseudoCatalogue } from './pseudo';

export const i18n = i18next;

i18n.use(initReactI18next);
i18n.on('languageChanged', setCurrentLanguage);

/**
 * Initialises i18next once, in the detected language (detect.ts); later calls return the same promise.
 * Resolves when the instance is ready.
 */
let started: Promise<unknown> | undefined;
export function startI18n(): Promise<unknown> {
  if (i18n.isInitialized) return Promise.resolve();
  started ??= i18n
    .use(
      resourcesToBackend((lng: string, ns: string) =>
        lng === PSEUDO_LOCALE
          ? loadCatalogue('en', ns).then((m) => pseudoCatalogue(m.default as Record<string, string>))
          : loadCatalogue(lng, ns),
      ),
    )
    .init({
      lng: detectLanguage(),
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGE_PARAM ? [...LANGUAGES, PSEUDO_LOCALE] : [...LANGUAGES],
      ns: [],
      defaultNS: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  return started;
}

/** Starts i18next if needed and loads the namespaces in the current language. */
export async function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  await startI18n();
  await i18n.loadNamespaces([...namespaces]);
}
