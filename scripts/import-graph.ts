/**
 * The import graph of `src/` and the circles between its areas (ADR
 * docs/decisions/0016-layers-and-import-boundaries.md). An area is a client feature
 * (`client/features/<name>`) or a server module (`server/modules/<name>`); files elsewhere belong to no
 * area. Every `import`/`export … from`/`import()` with an `@/` or relative specifier is an edge, type-only
 * imports included (a type import still couples two areas); tests and test helpers are left out.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
const isTest = (file: string) => /(\.test\.tsx?|test-helpers\.tsx?|test-setup\.ts)$/.test(file);

/** Every .ts/.tsx source file under `dir` (absolute paths), tests excepted. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !isTest(full) ? [full] : [];
  });
}

/** The file `spec` names when imported from `file`, or null for a package or an unknown path. */
export function resolveImport(src: string, file: string, spec: string): string | null {
  const base = spec.startsWith('@/')
    ? path.join(src, spec.slice(2))
    : spec.startsWith('.')
      ? path.resolve(path.dirname(file), spec)
      : null;
  if (!base) return null;
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

/** The area of `file` ('client/features/books', 'server/modules/hubs'), or null. */
export function areaOf(src: string, file: string): string | null {
  const [layer, kind, name] = path.relative(src, file).split(path.sep);
  if ((layer === 'client' && kind === 'features') || (layer === 'server' && kind === 'modules')) {
    return name && !/\.tsx?$/.test(name) ? `${layer}/${kind}/${name}` : null;
  }
  return null;
}

/** area → the other areas it imports from, with one example import per edge ("from → to"). */
export function areaGraph(src: string): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of sourceFiles(src)) {
    const from = areaOf(src, file);
    if (!from) continue;
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(SPECIFIER)) {
      const target = resolveImport(src, file, match[1] ?? match[2]);
      const to = target && areaOf(src, target);
      if (!to || to === from) continue;
      const edges = graph.get(from) ?? new Map<string, string>();
      if (!edges.has(to)) edges.set(to, `${path.relative(src, file)} → ${path.relative(src, target!)}`);
      graph.set(from, edges);
    }
  }
  return graph;
}

/** The groups of areas that import each other in a circle (Tarjan's strongly connected components, size ≥ 2). */
export function circles(graph: Map<string, Map<string, string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found.sort((a, b) => a[0].localeCompare(b[0]));
}
