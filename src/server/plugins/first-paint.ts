/**
 * The member routes as first painted (docs/decisions/0043-lighter-first-screen.md for /browse,
 * 0061-member-route-frames.md for every route of FIRST_PAINT_ROUTES): the built index.html with the
 * route's frame (src/client/public/first-paint/<id>.<lng>.html, written from the real components by the
 * client's test) in place of the splash screen, in each language, so a member opening the route sees the
 * shell, the page's title and its loading skeleton as soon as the HTML and styles arrive. Built once at
 * start; compressed once (Brotli, gzip).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { LANGUAGES, type Language } from '@/domain/languages';
import { FIRST_PAINT_PRELOADS, FIRST_PAINT_ROUTES, type FirstPaintRouteId } from '@/contract/first-paint';

/** One language's page, plain and compressed. */
export interface FirstPaintPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * The content of `<div id="root">` (the splash screen), up to the closing tag before `</body>` (the
 * source index.html has the entry's script in between; the build moves it to the head).
 */
const ROOT = /(<div id="root">)[\s\S]*?(<\/div>\s*(?:<script[^>]*><\/script>\s*)?<\/body>)/;

/** The key of a route's page in one language in `firstPaintPages`' map, e.g. `notifications.hi`. */
export type FirstPaintKey = `${FirstPaintRouteId}.${Language}`;

/**
 * index.html of `clientDir` with the root's content replaced by `first-paint/<id>.<lng>.html` and
 * `<html lang>` set, per route of FIRST_PAINT_ROUTES and language whose file exists, keyed `<id>.<lng>`.
 * Empty when the build has no such files (an older build) or index.html has no root to fill; the caller
 * then sends plain index.html.
 */
export function firstPaintPages(clientDir: string): Map<FirstPaintKey, FirstPaintPage> {
  const pages = new Map<FirstPaintKey, FirstPaintPage>();
  const indexFile = join(clientDir, 'index.html');
  if (!existsSync(indexFile)) return pages;
  const index = readFileSync(indexFile, 'utf8');
  if (!ROOT.test(index)) return pages;
  for (const { id, preload } of FIRST_PAINT_ROUTES) {
    const head = preloadLinks([...FIRST_PAINT_PRELOADS, ...preload]);
    for (const lng of LANGUAGES) {
      const file = join(clientDir, 'first-paint', `${id}.${lng}.html`);
      const page = framedPage(index.replace('</head>', `${head}</head>`), file, lng);
      if (page) pages.set(`${id}.${lng}`, page);
    }
  }
  return pages;
}

/**
 * `<link rel="preload" as="fetch">` for each API path, with the credentials of the client's requests
 * (src/client/lib/api.ts `openRequest`: `credentials: 'include'`, no headers on a GET) so the browser
 * hands the preloaded answer to the app's own fetch instead of asking twice (ADR 0061).
 */
function preloadLinks(paths: readonly string[]): string {
  return paths
    .map((path) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${path}">`)
    .join('');
}

/** `index` with the frame of `file` in its root and `<html lang>` set to `lng`; undefined without the file. */
function framedPage(index: string, file: string, lng: Language): FirstPaintPage | undefined {
  if (!existsSync(file)) return undefined;
  const frame = readFileSync(file, 'utf8').trim();
  const text = index
    .replace(ROOT, (_, open: string, close: string) => `${open}${frame}${close}`)
    .replace(/<html lang="[^"]*"/, `<html lang="${lng}"`);
  const html = Buffer.from(text);
  return { html, br: brotliCompressSync(html), gzip: gzipSync(html, { level: 9 }) };
}
