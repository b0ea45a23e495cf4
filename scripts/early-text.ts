/**
 * The words shown before i18next has loaded (ADR 0042, docs/decisions/0047-one-way-to-hold-text.md): the
 * splash, the route error page, the guest frame, the offline bar, the update prompt and the shared
 * components' labels. They are catalogue keys like any other (`common:close`, `app:pwa.offline`); this
 * script copies just those keys, in every language, from the catalogues into
 * `src/client/i18n/early-text.json`, which `lib/early-text.ts` reads without i18next or whole catalogues
 * (ADR 0043). Run `npm run i18n:early` after changing one of those texts or the list; `early-text.test.ts`
 * fails while the file is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '../src/domain/languages';

const CLIENT = path.join(import.meta.dirname, '..', 'src', 'client');
export const EARLY_TEXT_FILE = path.join(CLIENT, 'i18n', 'early-text.json');

/** The keys shown before i18next has loaded; add one here before calling `earlyT('<ns>:<key>')` with it. */
export const EARLY_KEYS = [
  'common:close',
  'common:closeToast',
  'common:coverOf',
  'common:loading',
  'common:offlineAction',
  'common:reload',
  'common:signIn',
  'common:toasts',
  'common:tryAgain',
  'app:shell.home',
  'app:splash.loading',
  'app:routeError.title',
  'app:routeError.pageTitle',
  'app:routeError.chunk',
  'app:routeError.crash',
  'app:pwa.updateAvailable',
  'app:pwa.offline',
  'app:pwa.savedAgo',
] as const;

type Catalogue = { [key: string]: string | Catalogue };

/** `common` is `src/client/i18n/locales/`, `app` is `src/client/app/locales/`, the rest their feature's. */
export function cataloguePath(ns: string, lng: string): string {
  if (ns === 'common') return path.join(CLIENT, 'i18n', 'locales', `${lng}.json`);
  if (ns === 'app') return path.join(CLIENT, 'app', 'locales', `${lng}.json`);
  return path.join(CLIENT, 'features', ns, 'locales', `${lng}.json`);
}

/** The text of `<ns>:<a.b.c>` in `lng`; throws when the catalogue has no such text. */
function lookUp(key: string, lng: string): string {
  const [ns, dotted] = key.split(':') as [string, string];
  let node: string | Catalogue = JSON.parse(readFileSync(cataloguePath(ns, lng), 'utf8')) as Catalogue;
  for (const part of dotted.split('.')) node = typeof node === 'string' ? node : (node[part] ?? '');
  if (typeof node !== 'string' || node === '') throw new Error(`${key} has no text in ${lng}`);
  return node;
}

/** `{ en: { 'common:close': 'Close', … }, hi: { … } }` for `EARLY_KEYS`, as the file's text. */
export function earlyTextJson(): string {
  const out = Object.fromEntries(
    LANGUAGES.map((lng) => [lng, Object.fromEntries(EARLY_KEYS.map((key) => [key, lookUp(key, lng)]))]),
  );
  return `${JSON.stringify(out, null, 2)}\n`;
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  writeFileSync(EARLY_TEXT_FILE, earlyTextJson());
  console.log(`wrote ${path.relative(process.cwd(), EARLY_TEXT_FILE)}`);
}
