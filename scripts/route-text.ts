/**
 * The translation namespaces each lazily loaded route needs (ADR 0042), written to
 * `src/client/i18n/route-text.json` so the router loads a page's catalogues in parallel with its code.
 *
 * A route's entry is every `import('…')` in `src/client/app/routes.tsx` and `router.tsx`, and in the few
 * feature modules that load a large part of a page later with its own text (`LAZY_PART_LOADERS`: the book
 * dialogs, loaded after the first screen); its namespaces
 * are those used (`useTranslation('books')`, `useTranslation(['a', 'b'])`, or a `'<ns>:key'` string) by
 * any file of `src/client` it reaches through static or dynamic imports: not through a type-only import,
 * and through a feature's `index.ts` only to the modules re-exporting the names imported (ADR 0065). Run `npm run i18n:routes` after
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

/** `import { A, B as C, type T } from '…'` → the names it takes at run time (A, B); null for any other form. */
const NAMED_IMPORT = /^import\s*\{([^}]*)\}\s*from/;
const runtimeNames = (statement: string): string[] | null => {
  if (/^import\s+type\b/.test(statement)) return [];
  const named = NAMED_IMPORT.exec(statement);
  if (!named) return null;
  return named[1]!
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0]!);
};

/** A feature's public face (`index.ts`): export name → the module re-exporting it; `*` for `export * from`. */
function barrelExports(text: string): Map<string, string[]> {
  const exports = new Map<string, string[]>();
  const add = (name: string, spec: string) => exports.set(name, [...(exports.get(name) ?? []), spec]);
  for (const m of text.matchAll(/export\s*(\*|\{[^}]*\})\s*from\s*['"]([^'"]+)['"]/g)) {
    if (m[1] === '*') add('*', m[2]!);
    else
      for (const part of m[1]!.slice(1, -1).split(',')) {
        const name = part.trim();
        // the name the barrel exports: `X`, or `Y` of `X as Y` (`default as Y` included)
        if (name && !name.startsWith('type ')) add(name.split(/\s+as\s+/).at(-1)!, m[2]!);
      }
  }
  return exports;
}

/**
 * Every namespace used by `entry` and the client files it reaches, without entering another route's entry
 * (`others`: a page that preloads the next page's code does not show its text). Type-only imports are not
 * followed, and a named import from a feature's `index.ts` follows only the modules re-exporting those
 * names, as the bundler's tree-shaking keeps only them (ADR 0065).
 */
export function namespacesOf(entry: string, others: ReadonlySet<string> = new Set()): string[] {
  const seen = new Set<string>();
  const found = new Set<string>();
  const visit = (file: string, names: string[] | null = null) => {
    if (!file.startsWith(CLIENT) || (file !== entry && others.has(file))) return;
    const text = readFileSync(file, 'utf8');
    if (names && path.basename(file) === 'index.ts') {
      const exports = barrelExports(text);
      for (const name of [...names, '*'])
        for (const spec of exports.get(name) ?? []) {
          const target = resolveImport(SRC, file, spec);
          if (target) visit(target, name === '*' ? names : [name]);
        }
      return;
    }
    if (seen.has(file)) return;
    seen.add(file);
    // a JSON module is data (route-text.json, early-text.json), not a component naming its text
    if (!file.endsWith('.json')) for (const ns of namespacesIn(text)) found.add(ns);
    for (const m of text.matchAll(SPECIFIER)) {
      const target = resolveImport(SRC, file, m[1] ?? m[2]!);
      const names = m[1] ? runtimeNames(m[0].trim().replace(/^;/, '').trim()) : null;
      if (target && names?.length !== 0) visit(target, names);
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
