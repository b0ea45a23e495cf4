/**
 * Reads a V8 CPU profile (the Chrome DevTools Protocol's `Profiler.Profile`: `nodes` with `callFrame`
 * `{ functionName, url, lineNumber, columnNumber }` (0-based), `samples` (node ids) and `timeDeltas` (µs
 * before each sample)) back to our sources through the build's source maps, for `npm run budget:trace`.
 * Pure apart from reading the `.map` files beside the built scripts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';

/** V8's own pseudo-frames, which no source holds. */
const V8_FRAMES = new Set(['(program)', '(idle)', '(garbage collector)', '(root)']);

/**
 * The module a source path belongs to: a package name for `node_modules/…` (scoped or not), else the path
 * from `src/` on (`src/client/features/home/pages/home-page.tsx`); other paths as they are.
 */
export function moduleOf(source) {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1];
  const ours = /(?:^|\/)(src\/.*)$/.exec(source);
  return ours ? ours[1] : source;
}

/**
 * Self time per node id, in ms: each sample's time delta goes to the node it sampled (V8 reports the delta
 * before a sample, so a sample is charged the time since the previous one).
 */
export function selfTimes(profile) {
  const self = new Map();
  profile.samples.forEach((id, i) => {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return self;
}

/**
 * A resolver of call frames to `{ module, fn }` for scripts served from `origin` out of `clientDir`
 * (their source maps `<file>.map` beside them): `module` per `moduleOf`, `fn` the original name where the
 * map has one. A frame of another script (an inline one, or a file with no map) keeps its URL; V8's
 * pseudo-frames keep their names.
 */
export function frameResolver(clientDir, origin) {
  const maps = new Map();
  const mapFor = (url) => {
    if (!maps.has(url)) {
      const file = join(clientDir, url.slice(origin.length).split('?')[0]);
      maps.set(url, existsSync(`${file}.map`) ? new TraceMap(readFileSync(`${file}.map`, 'utf8')) : null);
    }
    return maps.get(url);
  };
  return ({ functionName, url, lineNumber, columnNumber }) => {
    if (V8_FRAMES.has(functionName)) return { module: functionName, fn: functionName };
    const map = url.startsWith(origin) ? mapFor(url) : null;
    const pos = map ? originalPositionFor(map, { line: lineNumber + 1, column: columnNumber }) : null;
    if (!pos?.source) return { module: url || '(native)', fn: functionName || '(anonymous)' };
    return {
      module: moduleOf(pos.source),
      fn: `${pos.name ?? functionName ?? '(anonymous)'} (${moduleOf(pos.source)}:${pos.line})`,
    };
  };
}

/**
 * Sums self time by module and by function over one or more profiles, resolved by `resolve`
 * (`frameResolver`). Returns `{ modules, functions, totalMs }`: arrays of `[name, ms]`, largest first, and
 * the profiled time in all (ms).
 */
export function attribute(profiles, resolve) {
  const modules = new Map();
  const functions = new Map();
  let totalMs = 0;
  for (const profile of profiles) {
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    for (const [id, ms] of selfTimes(profile)) {
      const { module, fn } = resolve(byId.get(id).callFrame);
      modules.set(module, (modules.get(module) ?? 0) + ms);
      functions.set(fn, (functions.get(fn) ?? 0) + ms);
      totalMs += ms;
    }
  }
  const sorted = (m) => [...m].sort((a, b) => b[1] - a[1]);
  return { modules: sorted(modules), functions: sorted(functions), totalMs };
}

/**
 * Self time by trace event name on the page's main thread (`CrRendererMain`) from a Chrome trace's
 * `traceEvents` (complete events, `ph: 'X'`, `ts`/`dur` in µs): `[[name, ms], …]`, largest first. A parent's
 * self time excludes its children's, so `RunTask` keeps only what no named event covers (the browser's
 * own work between events: the "(program)" of a CPU profile and Lighthouse's "Other").
 */
export function traceSelfTimes(traceEvents) {
  const main = traceEvents.find(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  const events = traceEvents
    .filter((e) => e.ph === 'X' && e.dur !== undefined && main && e.pid === main.pid && e.tid === main.tid)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const self = new Map();
  const stack = [];
  for (const e of events) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - e.dur / 1000);
    self.set(e.name, (self.get(e.name) ?? 0) + e.dur / 1000);
    stack.push(e);
  }
  return [...self].sort((a, b) => b[1] - a[1]);
}
