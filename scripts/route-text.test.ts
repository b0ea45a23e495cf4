import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTE_TEXT_FILE, routeText, routeTextJson } from './route-text';

describe('route-text.json (ADR 0042)', () => {
  it('is up to date with the pages and the text they show (run `npm run i18n:routes`)', () => {
    expect(readFileSync(ROUTE_TEXT_FILE, 'utf8')).toBe(routeTextJson());
  });

  it("loads a page's own text and the text of the components it shows, not the next page's", () => {
    const routes = routeText();
    expect(routes['features/books/pages/browse-page']).toEqual(
      expect.arrayContaining(['books', 'payments', 'wishlist']),
    );
    // the book dialogs load their own text with their code, after the first screen (ADR 0043)
    expect(routes['features/books/pages/browse-page']).not.toContain('share');
    expect(routes['features/books/components/book-dialogs-host']).toEqual(
      expect.arrayContaining(['books', 'reviews', 'share']),
    );
    expect(routes['features/books/pages/my-books-page']).toEqual(
      expect.arrayContaining(['rentals', 'purchases']),
    );
    expect(routes['features/books/pages/browse-page']).not.toContain('admin');
    expect(routes['app/shell/app-shell']).toContain('app');
    expect(routes['app/shell/app-shell']).not.toContain('admin');
  });

  it("follows a feature's index.ts only to the modules of the names imported, and no type-only import (ADR 0065)", () => {
    const home = routeText()['features/home/pages/home-page'];
    // shown on home: the Due Soon list (rentals), the Brocks cards (brocks, rewards), the tiles (books, imports)
    expect(home).toEqual(expect.arrayContaining(['rentals', 'brocks', 'rewards', 'books', 'imports']));
    // the rentals feature's index.ts also exports the return and claim dialogs, which home never imports
    expect(home).not.toContain('claims');
    expect(home).not.toContain('handover');
    expect(home).not.toContain('reviews');
  });
});
