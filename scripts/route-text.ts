/**
 * The translation namespaces each lazily loaded route needs (ADR 0042), written to
 * `src/client/i18n/route-text.json` so the router loads a page's catalogues in parallel with its code.
 *
 * A route's entry is every `import('…')` in `src/client/app/routes.tsx` and `router.tsx`, and in the few
 * feature modules that load a large part of a page later with its own text (`LAZY_PART_LOADERS`: the book
 * dialogs, loaded after the first screen); its namespaces
 * are those used (`useTranslation('books')`, `useTranslation(['a', 'b'])`, or a `'<ns>:key'` string) by
 * any file of `src/client` it reaches through static or dynamic imports. Run `npm run i18n:routes` after
 * changing which text a page shows; `route-text.test.ts` fails while the file is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { NAMESPACES } from '../src/client/i18n/namespaces';
import { resolveImport, SPECIFIER } from './import-graph';

const SRC = path.join(import.meta.dirname, '..', 'src');
const CLIENT = path.join(SRC, 'client');
export const ROUTE_TEXT_FILE = path.join(CLIENT, 'i18n', 'route-text.json');
/**
 * Modules whose `import('…')` loads a part of a page with `withText` (i18n/route.ts): the part's text is
 * its own entry, not the page's, so the first screen does not download it (ADR 0043).
 */
const LAZY_PART_LOADERS = [path.join(CLIENT, 'features', 'books', 'components', 'use-book-dialogs.tsx')];

const ROUTE_FILES = [
  ...['routes.tsx', 'router.tsx'].map((f) => path.join(CLIENT, 'app', f)),
  ...LAZY_PART_LOADERS,
];
const LAZY = /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g;
const USE_TRANSLATION = /useTranslation\(\s*(\[[^\]]*\]|['"][^'"]+['"])/g;
const KEYED = new RegExp(`['"\`](${NAMESPACES.join('|')}):`, 'g');
/** `earlyT('common:close')` reads i18n/early-text.json (lib/early-text.ts), not the namespace's catalogue. */
const EARLY = /\bearlyT\(\s*'[^']*'/g;

/** `src/client/features/books/pages/browse-page.tsx` → `features/books/pages/browse-page`. */
export const routeKey = (file: string) => path.relative(CLIENT, file).replace(/\.tsx?$/, '');

/** The namespaces `text` names itself. */
function namespacesIn(text: string): string[] {
  const found = [...text.replace(EARLY, '').matchAll(KEYED)].map((m) => m[1]!);
  for (const m of text.matchAll(USE_TRANSLATION))
    found.push(...[...m[1]!.matchAll(/['"]([^'"]+)['"]/g)].map((q) => q[1]!));
  return found;
}

/**
 * Every namespace used by `entry` and the client files it reaches, without entering another route's entry
 * (`others`: a page that preloads the next page's code does not show its text).
 */
export function namespacesOf(entry: string, others: ReadonlySet<string> = new Set()): string[] {
  const seen = new Set<string>();
  const found = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !file.startsWith(CLIENT) || (file !== entry && others.has(file))) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    // a JSON module is data (route-text.json, early-text.json), not a component naming its text
    if (!file.endsWith('.json')) for (const ns of namespacesIn(text)) found.add(ns);
    for (const m of text.matchAll(SPECIFIER)) {
      const target = resolveImport(SRC, file, m[1] ?? m[2]!);
      if (target) visit(target);
    }
  };
  visit(entry);
  return [...found].filter((ns) => (NAMESPACES as readonly string[]).includes(ns)).sort();
}

/** route key → its namespaces, for every lazily imported module of the route files. */
export function routeText(): Record<string, string[]> {
  const entries = new Set<string>();
  for (const routeFile of ROUTE_FILES)
    for (const m of readFileSync(routeFile, 'utf8').matchAll(LAZY)) {
      const target = resolveImport(SRC, routeFile, m[1]!);
      if (target && target.startsWith(CLIENT) && !target.includes(`${path.sep}i18n${path.sep}`))
        entries.add(target);
    }
  const out: Record<string, string[]> = {};
  for (const entry of entries) out[routeKey(entry)] = namespacesOf(entry, entries);
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

/** The file's text for `routeText()` (stable, one route per line). */
export const routeTextJson = () => `${JSON.stringify(routeText(), null, 2)}\n`;

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  writeFileSync(ROUTE_TEXT_FILE, routeTextJson());
  console.log(`wrote ${path.relative(process.cwd(), ROUTE_TEXT_FILE)}`);
}
