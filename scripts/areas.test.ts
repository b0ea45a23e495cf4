/**
 * The areas table of docs/decisions/0048-one-name-per-area.md is the map of names: every contract file or
 * folder, server module and client feature has a row, and every path a row names exists. Cells hold
 * backticked paths relative to `src/contract/`, `src/server/modules/` and `src/client/features/`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ADR = join(ROOT, 'docs/decisions/0048-one-name-per-area.md');
const SIDES = ['src/contract', 'src/server/modules', 'src/client/features'] as const;

/** The backticked paths of each side's column, over all rows of the table that starts with `| Area |`. */
function tablePaths(markdown: string): string[][] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((l) => l.startsWith('| Area |'));
  if (start < 0) throw new Error('no areas table (a line starting with "| Area |")');
  const paths: string[][] = SIDES.map(() => []);
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    const cells = line.split('|').slice(2, 2 + SIDES.length);
    cells.forEach((cell, i) => paths[i]!.push(...[...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!)));
  }
  return paths;
}

/** What a side holds at its top level: contract `.ts` files (not tests) and folders; modules' and features' folders. */
function entries(side: string): string[] {
  return readdirSync(join(ROOT, side), { withFileTypes: true })
    .filter((e) => e.isDirectory() || (side === 'src/contract' && /(?<!\.test)\.ts$/.test(e.name)))
    .map((e) => (e.isDirectory() ? `${e.name}/` : e.name));
}

describe('the areas table (ADR 0048)', () => {
  const paths = tablePaths(readFileSync(ADR, 'utf8'));

  it.each(SIDES.map((side, i) => [side, i] as const))('has a row for everything in %s', (side, i) => {
    const named = new Set(paths[i]!.map((p) => p.replace(/^([^/]+\/).*$/, '$1')));
    expect(entries(side).filter((e) => !named.has(e))).toEqual([]);
  });

  it.each(SIDES.map((side, i) => [side, i] as const))('names only paths that exist in %s', (side, i) => {
    expect(paths[i]!.filter((p) => !existsSync(join(ROOT, side, p)))).toEqual([]);
  });

  it('names each path once', () => {
    for (const side of paths) expect(side.filter((p, i) => side.indexOf(p) !== i)).toEqual([]);
  });
});
