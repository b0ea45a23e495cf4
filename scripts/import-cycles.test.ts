/**
 * No import circles between areas (ADR docs/decisions/0016-layers-and-import-boundaries.md): client
 * features and server modules must form a one-way graph. The check builds the import graph of `src/` with
 * scripts/import-graph.ts and names each circle with one import per edge.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { areaGraph, areaOf, circles, resolveImport } from './import-graph';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'src');

/** Circles known and accepted: none. An entry here needs an ADR saying why the circle is right. */
const KNOWN_CIRCLES: string[][] = [];

/** "a → b (file → file)" for each edge of `group` that stays inside it. */
function describeCircle(graph: ReturnType<typeof areaGraph>, group: string[]): string {
  const edges = group.flatMap((a) =>
    [...(graph.get(a) ?? [])].filter(([b]) => group.includes(b)).map(([b, how]) => `${a} → ${b} (${how})`),
  );
  return edges.join('\n');
}

describe('import graph of src/', () => {
  it('resolves @/ and relative specifiers to files and files to areas', () => {
    const file = path.join(SRC, 'server/modules/books/read.ts');
    expect(resolveImport(SRC, file, '../membership')).toBe(
      path.join(SRC, 'server/modules/membership/index.ts'),
    );
    expect(resolveImport(SRC, file, './claims')).toBe(path.join(SRC, 'server/modules/books/claims.ts'));
    expect(resolveImport(SRC, file, '@/contract/books')).toBe(path.join(SRC, 'contract/books.ts'));
    expect(resolveImport(SRC, file, 'drizzle-orm')).toBeNull();
    expect(areaOf(SRC, file)).toBe('server/modules/books');
    expect(areaOf(SRC, path.join(SRC, 'client/features/hubs/api/my-hubs.ts'))).toBe('client/features/hubs');
    expect(areaOf(SRC, path.join(SRC, 'server/modules/index.ts'))).toBeNull();
    expect(areaOf(SRC, path.join(SRC, 'server/seed/books.ts'))).toBeNull();
  });

  it('finds a circle in a graph and none in a one-way graph', () => {
    const graph = (edges: [string, string][]) => {
      const g = new Map<string, Map<string, string>>();
      for (const [a, b] of edges) g.set(a, (g.get(a) ?? new Map()).set(b, `${a}→${b}`));
      return g;
    };
    expect(
      circles(
        graph([
          ['a', 'b'],
          ['b', 'c'],
          ['c', 'a'],
          ['c', 'd'],
        ]),
      ),
    ).toEqual([['a', 'b', 'c']]);
    expect(
      circles(
        graph([
          ['a', 'b'],
          ['b', 'c'],
          ['a', 'c'],
        ]),
      ),
    ).toEqual([]);
  });

  it('has no import circle between client features or server modules', () => {
    const graph = areaGraph(SRC);
    const known = (group: string[]) => KNOWN_CIRCLES.some((k) => group.every((area) => k.includes(area)));
    const unexpected = circles(graph)
      .filter((group) => !known(group))
      .map((group) => describeCircle(graph, group));
    expect(unexpected).toEqual([]);
  });

  it('has no server module circle: books, hubs and membership depend one way', () => {
    const graph = areaGraph(SRC);
    expect(graph.get('server/modules/books')?.has('server/modules/hubs') ?? false).toBe(false);
    expect(graph.get('server/modules/books')?.has('server/modules/membership')).toBe(true);
    expect(graph.get('server/modules/hubs')?.has('server/modules/membership')).toBe(true);
    expect(graph.get('server/modules/membership')?.size ?? 0).toBe(0);
  });
});
