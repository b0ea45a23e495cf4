/**
 * How `npm run budget` judges a page's Lighthouse runs and prints the summary (scripts/budget/verdict.mjs),
 * and which pages BUDGET_PAGES selects (scripts/budget/pages.mjs).
 */
import { describe, expect, it } from 'vitest';
import { PAGES, selectPages } from './pages.mjs';
import { TARGETS, judgePage, median, summaryTable, type Run } from './verdict.mjs';

const run = (over: Partial<Run> = {}): Run => ({
  performance: 96,
  accessibility: 100,
  lcpMs: 1800,
  tbtMs: 40,
  cls: 0,
  ...over,
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow(RangeError);
  });
});

describe('judgePage', () => {
  it('passes a page whose medians meet every target', () => {
    const result = judgePage([run({ performance: 91 }), run(), run({ performance: 99 })], 95);
    expect(result).toMatchObject({ performance: 96, runs: [91, 96, 99], ok: true, misses: [] });
  });

  it('judges performance by the median run, not the best or the worst', () => {
    const runs = [run({ performance: 99 }), run({ performance: 89 }), run({ performance: 80 })];
    expect(judgePage(runs, TARGETS.memberPerformance).misses).toEqual(['perf 89 < 90']);
  });

  it('counts the worst accessibility score', () => {
    const runs = [run(), run({ accessibility: 96 }), run()];
    expect(judgePage(runs, 95)).toMatchObject({ accessibility: 96, ok: false, misses: ['a11y 96 < 100'] });
  });

  it('fails a median layout shift over 0.05 and passes one of exactly 0.05', () => {
    const shifting = [run({ cls: 0.02 }), run({ cls: 0.08 }), run({ cls: 0.12 })];
    expect(judgePage(shifting, 95).misses).toEqual(['CLS 0.080 > 0.05']);
    expect(judgePage([run({ cls: 0.05 })], 95).ok).toBe(true);
  });

  it('reports the median LCP and TBT of the runs', () => {
    const runs = [run({ lcpMs: 3000, tbtMs: 10 }), run({ lcpMs: 1000, tbtMs: 500 }), run({ lcpMs: 2000 })];
    expect(judgePage(runs, 95)).toMatchObject({ lcpMs: 2000, tbtMs: 40 });
  });
});

describe('summaryTable', () => {
  it('prints page | perf (runs) | a11y | LCP | TBT | CLS | ✓/✗, with the misses and errors', () => {
    const lines = summaryTable([
      { page: 'Sign in  /auth', result: judgePage([run(), run({ performance: 97 })], 95) },
      { page: 'Chat  /chat', result: judgePage([run({ performance: 70, cls: 0.1 })], 90) },
      { page: 'Hubs  /societies', error: 'Lighthouse: NO_FCP' },
    ]);
    expect(lines[0].split('|').map((c) => c.trim())).toEqual([
      'page',
      'perf (runs)',
      'a11y',
      'LCP',
      'TBT',
      'CLS',
      '✓/✗',
    ]);
    expect(lines[2].split('|').map((c) => c.trim())).toEqual([
      'Sign in  /auth',
      '96.5 (96, 97)',
      '100',
      '1.8 s',
      '40 ms',
      '0.000',
      '✓',
    ]);
    expect(lines[3]).toMatch(/\| ✗ perf 70 < 90, CLS 0\.100 > 0\.05$/);
    expect(lines[4]).toMatch(/^Hubs {2}\/societies .*\| ✗ Lighthouse: NO_FCP$/);
    // the columns line up
    expect(new Set(lines.map((l) => l.indexOf('|'))).size).toBe(1);
  });
});

describe('selectPages', () => {
  it('measures every page a member lands on by default', () => {
    expect(selectPages(PAGES).map((p) => p.id)).toEqual([
      'welcome',
      'landing',
      'auth',
      'book',
      'home',
      'browse',
      'my-books',
      'notifications',
      'chat',
      'hubs',
      'profile',
      'earnings',
    ]);
  });

  it('holds signed-out pages to the public target and member pages to the member target', () => {
    for (const page of PAGES) {
      expect(page.min).toBe(page.signedIn ? TARGETS.memberPerformance : TARGETS.publicPerformance);
    }
  });

  it('selects a page by its id, or the pages whose name contains the word', () => {
    expect(selectPages(PAGES, 'auth').map((p) => p.id)).toEqual(['auth']);
    expect(selectPages(PAGES, 'book').map((p) => p.id)).toEqual(['book']);
    expect(selectPages(PAGES, 'Chat, hubs').map((p) => p.id)).toEqual(['chat', 'hubs']);
    expect(selectPages(PAGES, 'page').map((p) => p.id)).toEqual(['landing', 'book']);
  });

  it('refuses a word that selects no page', () => {
    expect(() => selectPages(PAGES, 'auth,nosuchpage')).toThrow(/nosuchpage matches no page/);
  });
});
