import { describe, expect, it } from 'vitest';
import { ROUTE_GROUPS, routeTable } from './route-table';

/** docs/decisions/0021-downloads-and-feedback.md: the route table lists every contract route. */
describe('routeTable', () => {
  const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', './*/index.ts', '!./**/*.test.ts'], {
    eager: true,
  });

  it('holds every `*Routes` object exported by a contract file', () => {
    const included = new Set(ROUTE_GROUPS.map((g) => g.routes));
    const missing: string[] = [];
    for (const [file, exports] of Object.entries(modules)) {
      for (const [name, value] of Object.entries(exports)) {
        if (name.endsWith('Routes') && !included.has(value as never)) missing.push(`${file}: ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('lists each method and path once, with an /api/ path', () => {
    const rows = routeTable();
    const keys = rows.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(rows.every((r) => r.path.startsWith('/api/'))).toBe(true);
    expect(keys).toContain('POST /api/feedback');
    expect(keys).toContain('GET /api/downloads/:file');
  });
});
