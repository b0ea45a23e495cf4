/**
 * Synchronous i18n for client tests (ADR 0042): every namespace's catalogues bundled, English first, so
 * components render their English text at once; a test may `await i18n.changeLanguage('hi')` (and back).
 */
import { DEFAULT_LANGUAGE } from '@/domain/languages';
import { i18n } from './i18n';
import { NAMESPACES } from './namespaces';

const catalogues = import.meta.glob<{ default: Record<string, unknown> }>(
  [
    '../features/*/locales/*.json',
    '../app/locales/*.json',
    './locales/*.json',
    '../../contract/locales/*.json',
  ],
  { eager: true },
);

/** `{ en: { auth: {...} }, hi: {...} }` from the bundled files. */
export function bundledResources(): Record<string, Record<string, Record<string, unknown>>> {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [path, mod] of Object.entries(catalogues)) {
    const match = /(?:features\/([^/]+)|(app)|(contract)|^\.)\/locales\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const ns = match[1] ?? match[2] ?? (match[3] ? 'validation' : 'common');
    const lng = match[4] ?? '';
    (resources[lng] ??= {})[ns] = mod.default;
  }
  return resources;
}

/** Initialises the shared instance synchronously in English with every catalogue; once. */
export function initI18nForTests(): void {
  if (i18n.isInitialized) return;
  void i18n.init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: bundledResources(),
    ns: [...NAMESPACES],
    defaultNS: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });
}
