import { readFileSync, writeFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/domain/languages';
import { FIRST_PAINT_ROUTES } from '@/contract/first-paint';
import { i18n } from '@/client/i18n/i18n';
import { MemberFirstPaint } from './member-first-paint';

// Vitest runs from the repository root; `npm run first-paint` sets UPDATE_FIRST_PAINT=1 to rewrite the files.
const file = (id: string, lng: string) => `src/client/public/first-paint/${id}.${lng}.html`;
const update = process.env.UPDATE_FIRST_PAINT === '1';

afterAll(() => i18n.changeLanguage('en'));

/** Renders a route's frame in a language, rewrites or checks its file, and parses it. */
async function frame(route: (typeof FIRST_PAINT_ROUTES)[number], lng: string) {
  await i18n.changeLanguage(lng);
  const html = `${renderToStaticMarkup(<MemberFirstPaint route={route} />)}\n`;
  if (update) writeFileSync(file(route.id, lng), html);
  expect(readFileSync(file(route.id, lng), 'utf8'), 'stale: run npm run first-paint').toBe(html);
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('the first paint of member routes (static HTML the server sends before the JavaScript)', () => {
  for (const lng of LANGUAGES) {
    for (const route of FIRST_PAINT_ROUTES) {
      it(`${route.id} is the shell and the page's top as React renders them, inert, in ${lng}`, async () => {
        const page = await frame(route, lng);
        expect(page.querySelector('header img, header svg')).not.toBeNull();
        expect(page.querySelectorAll('nav a').length).toBeGreaterThan(0);
        // nothing in it can be used before React replaces it
        expect(page.body.firstElementChild?.hasAttribute('inert')).toBe(true);
      });
    }

    it(`/browse keeps its title, search box and six cards (ADR 0043), in ${lng}`, async () => {
      const page = await frame(
        FIRST_PAINT_ROUTES.find((r) => r.id === 'browse')!,
        lng,
      );
      expect(page.querySelector('h1')?.textContent).toBe(i18n.t('books:browse.title'));
      expect(page.querySelector('input[type="search"]')?.getAttribute('placeholder')).toBe(
        i18n.t('books:browse.search'),
      );
      expect(page.querySelectorAll('[data-testid="book-card-skeleton"]')).toHaveLength(6);
      expect(page.querySelector('nav a[aria-current="page"]')?.textContent).toBe(
        i18n.t('app:shell.nav.browse'),
      );
    });

    it(`Notifications shows its title, in ${lng}`, async () => {
      const notes = await frame(
        FIRST_PAINT_ROUTES.find((r) => r.id === 'notifications')!,
        lng,
      );
      expect(notes.querySelector('h1')?.textContent).toBe(i18n.t('notifications:page.title'));
    });
  }
});
