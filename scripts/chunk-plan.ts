/**
 * Plans the chunks of a member's first screen (docs/decisions/0041-first-screen-chunks.md). The bundler's
 * automatic splitting makes one chunk per set of pages sharing a module, which on /browse meant 50 small
 * chunks after the shell and page started loading; over HTTP/1.1 (six connections) each costs a round
 * trip. A module's need can only be read after tree-shaking (a feature's index.ts re-exports much that a
 * page never uses), so the plan comes from a first, unwritten build with automatic splitting:
 *
 * - `initial`: the chunks the entry imports statically (left to the `$initial` group of vite.config.ts);
 * - for each group of `MEMBER_SCREENS`, the chunks its root modules load statically, minus the initial ones
 *   and minus every chunk a visitor's first page (`VISITOR_PAGES`) loads: their modules form that group.
 *
 * What a visitor's page also needs stays in automatic splitting, so a visitor never downloads member code,
 * except `shared`: what the member's first screen shares with the sign-in pages alone, one chunk they load.
 * `chunkPlan()` answers module id → group name (or undefined) for `codeSplitting.groups[].name`.
 */
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';

/** Options of the real build the plan must reproduce (root, aliases, tree-shaking, fixed groups). */
export interface PlanOptions {
  root: string;
  alias: Record<string, string>;
  moduleSideEffects: (id: string) => boolean;
  /** Fixed groups applied before the planned ones (e.g. the icons). */
  fixedGroups: { name: string; test: RegExp; priority: number }[];
  /** Module ids (absolute paths) of visitors' first pages. */
  visitorPages: string[];
  /**
   * Planned group name → the module ids (absolute paths) whose static imports form it, in priority order.
   * With `sharedAs`, what the roots share with any other lazily loaded chunk forms a group of that name
   * instead, so another page never downloads this group to get a module it shares with the roots.
   */
  memberScreens: [name: string, roots: string[], options?: { sharedAs: string }][];
  /**
   * What the first member screen (the first of `memberScreens`) shares with any of these visitor pages
   * (module ids), and no other visitor page loads, forms one more group.
   */
  shared?: { name: string; visitorPages: string[] };
}

interface PlannedChunk {
  imports: string[];
  modules: string[];
  isEntry: boolean;
  isDynamicEntry: boolean;
}

/** Stubs what the plan does not need: styles (Tailwind) and the PWA plugin's virtual module. */
function stubs(): Plugin {
  return {
    name: 'hubshelf:chunk-plan-stubs',
    enforce: 'pre',
    resolveId(id) {
      return id === 'virtual:pwa-register' ? '\0virtual:pwa-register' : null;
    },
    load(id) {
      if (id === '\0virtual:pwa-register') return 'export const registerSW = () => () => Promise.resolve();';
      if (/\.css(\?|$)/.test(id)) return '';
      return null;
    },
  };
}

/** The chunks of a build with automatic splitting, by file name, without writing anything. */
async function automaticChunks(options: PlanOptions): Promise<Map<string, PlannedChunk>> {
  const { build } = await import('vite');
  const output = await build({
    configFile: false,
    root: options.root,
    logLevel: 'silent',
    plugins: [stubs(), react()],
    resolve: { alias: options.alias },
    build: {
      write: false,
      emptyOutDir: false,
      rolldownOptions: {
        treeshake: { moduleSideEffects: options.moduleSideEffects },
        output: {
          codeSplitting: {
            groups: [...options.fixedGroups, { name: 'index', tags: ['$initial'], priority: 1 }],
          },
        },
      },
    },
  });
  const chunks = new Map<string, PlannedChunk>();
  for (const result of Array.isArray(output) ? output : [output]) {
    if (!('output' in result)) continue;
    for (const item of result.output) {
      if (item.type !== 'chunk') continue;
      chunks.set(item.fileName, {
        imports: item.imports,
        modules: Object.keys(item.modules),
        isEntry: item.isEntry,
        isDynamicEntry: item.isDynamicEntry,
      });
    }
  }
  return chunks;
}

/** File names of the chunks holding any of `moduleIds`, and every chunk they import statically. */
function chunkClosure(chunks: Map<string, PlannedChunk>, moduleIds: string[]): Set<string> {
  const wanted = new Set(moduleIds);
  const seen = new Set<string>();
  const stack = [...chunks].filter(([, c]) => c.modules.some((m) => wanted.has(m))).map(([f]) => f);
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...(chunks.get(file)?.imports ?? []));
  }
  return seen;
}

/**
 * Runs the planning build and returns module id → planned group name. Throws when the planning build
 * fails (the real build would fail the same way).
 */
export async function chunkPlan(options: PlanOptions): Promise<Map<string, string>> {
  const chunks = await automaticChunks(options);
  const entries = [...chunks].filter(([, c]) => c.isEntry).flatMap(([, c]) => c.modules);
  const initial = chunkClosure(chunks, entries);
  const visitor = chunkClosure(chunks, options.visitorPages);
  const plan = new Map<string, string>();
  const [first] = options.memberScreens;
  if (options.shared && first) {
    const pages = options.shared.visitorPages;
    const others = chunkClosure(
      chunks,
      options.visitorPages.filter((p) => !pages.includes(p)),
    );
    const withPage = chunkClosure(chunks, pages);
    for (const file of chunkClosure(chunks, first[1])) {
      if (initial.has(file) || others.has(file) || !withPage.has(file)) continue;
      for (const id of chunks.get(file)?.modules ?? []) plan.set(id, options.shared.name);
    }
  }
  for (const [name, roots, split] of options.memberScreens) {
    const closure = chunkClosure(chunks, roots);
    const shared = split ? sharedWithOthers(chunks, roots, closure) : new Set<string>();
    for (const file of closure) {
      if (initial.has(file) || visitor.has(file)) continue;
      const group = shared.has(file) ? split!.sharedAs : name;
      for (const id of chunks.get(file)?.modules ?? []) if (!plan.has(id)) plan.set(id, group);
    }
  }
  return plan;
}

/**
 * The chunks of `closure` (the static closure of `roots`) that another lazily loaded chunk also loads
 * statically: a dynamic entry that does not itself load the roots' chunks (one that does, such as a
 * dialog the roots open lazily, comes after them anyway).
 */
function sharedWithOthers(
  chunks: Map<string, PlannedChunk>,
  roots: string[],
  closure: Set<string>,
): Set<string> {
  const rootChunks = [...chunks].filter(([, c]) => c.modules.some((m) => roots.includes(m))).map(([f]) => f);
  const shared = new Set<string>();
  for (const [file, chunk] of chunks) {
    if (!chunk.isDynamicEntry || rootChunks.includes(file)) continue;
    const theirs = chunkClosure(chunks, chunk.modules);
    if (rootChunks.some((f) => theirs.has(f))) continue;
    for (const other of theirs) if (closure.has(other)) shared.add(other);
  }
  return shared;
}

/** A source file of the client (`src/client/<path>`) as the bundler names it. */
export const clientModule = (src: string, path: string) => join(src, 'client', path);
