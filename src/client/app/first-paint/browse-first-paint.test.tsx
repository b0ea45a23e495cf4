import { readFileSync, writeFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/domain/languages';
import { i18n } from '@/client/i18n/i18n';
import { BrowseFirstPaint } from './browse-first-paint';

// Vitest runs from the repository root; `npm run first-paint` sets UPDATE_FIRST_PAINT=1 to rewrite the files.
const file = (lng: string) => `src/client/public/first-paint/browse.${lng}.html`;
const update = process.env.UPDATE_FIRST_PAINT === '1';

afterAll(() => i18n.changeLanguage('en'));

describe('the first paint of /browse (static HTML the server sends before the JavaScript)', () => {
  for (const lng of LANGUAGES) {
    it(`is the shell and the Browse page's top as React renders them, in ${lng}`, async () => {
      await i18n.changeLanguage(lng);
      const html = `${renderToStaticMarkup(<BrowseFirstPaint />)}\n`;
      if (update) writeFileSync(file(lng), html);
      expect(readFileSync(file(lng), 'utf8'), 'stale: run npm run first-paint').toBe(html);
      const page = new DOMParser().parseFromString(html, 'text/html');
      expect(page.querySelector('h1')?.textContent).toBe(i18n.t('books:browse.title'));
      expect(page.querySelector('input[type="search"]')?.getAttribute('placeholder')).toBe(
        i18n.t('books:browse.search'),
      );
      expect(page.querySelectorAll('[data-testid="book-card-skeleton"]')).toHaveLength(6);
      expect(page.querySelector('nav a[aria-current="page"]')?.textContent).toBe(
        i18n.t('app:shell.nav.browse'),
      );
      // nothing in it can be used before React replaces it
      expect(page.body.firstElementChild?.hasAttribute('inert')).toBe(true);
    });
  }
});
