/**
 * The member's /browse as first painted (docs/decisions/0043-lighter-first-screen.md): the built
 * index.html with the Browse page's frame (src/client/public/first-paint/browse.<lng>.html, written from
 * the real components by the client's test) in place of the splash screen, in each language, so a member
 * opening /browse sees the page's title, search box and loading cards as soon as the HTML and styles
 * arrive. Built once at start; compressed once (Brotli, gzip).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { LANGUAGES, type Language } from '@/domain/languages';

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

/**
 * index.html of `clientDir` with the root's content replaced by `first-paint/browse.<lng>.html` and
 * `<html lang>` set, per language whose file exists. Empty when the build has no such files (an older
 * build) or index.html has no root to fill; the caller then sends plain index.html.
 */
export function firstPaintPages(clientDir: string): Map<Language, FirstPaintPage> {
  const pages = new Map<Language, FirstPaintPage>();
  const indexFile = join(clientDir, 'index.html');
  if (!existsSync(indexFile)) return pages;
  const index = readFileSync(indexFile, 'utf8');
  if (!ROOT.test(index)) return pages;
  for (const lng of LANGUAGES) {
    const file = join(clientDir, 'first-paint', `browse.${lng}.html`);
    if (!existsSync(file)) continue;
    const frame = readFileSync(file, 'utf8').trim();
    const text = index
      .replace(ROOT, (_, open: string, close: string) => `${open}${frame}${close}`)
      .replace(/<html lang="[^"]*"/, `<html lang="${lng}"`);
    const html = Buffer.from(text);
    pages.set(lng, { html, br: brotliCompressSync(html), gzip: gzipSync(html, { level: 9 }) });
  }
  return pages;
}
