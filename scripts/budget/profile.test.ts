/**
 * How `npm run budget:trace` reads a CPU profile and a trace (scripts/budget/profile.mjs): modules named by
 * package or by path from src/, self time from the samples' time deltas, frames mapped through a source map,
 * and trace events' self time nested on the main thread.
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { attribute, frameResolver, moduleOf, selfTimes, traceSelfTimes } from './profile.mjs';

const frame = (functionName: string, url = '', lineNumber = 0, columnNumber = 0) => ({
  functionName,
  url,
  lineNumber,
  columnNumber,
});

describe('moduleOf', () => {
  it.each([
    ['../../node_modules/react-dom/cjs/react-dom-client.production.js', 'react-dom'],
    ['../../node_modules/@tanstack/query-core/build/modern/query.js', '@tanstack/query-core'],
    ['../../src/client/features/home/pages/home-page.tsx', 'src/client/features/home/pages/home-page.tsx'],
    ['virtual:pwa-register', 'virtual:pwa-register'],
  ])('%s → %s', (source, module) => {
    expect(moduleOf(source)).toBe(module);
  });
});

describe('selfTimes and attribute', () => {
  const profile = {
    nodes: [
      { id: 1, callFrame: frame('(root)') },
      { id: 2, callFrame: frame('(program)') },
      { id: 3, callFrame: frame('render', 'https://elsewhere.test/a.js') },
    ],
    samples: [2, 3, 3, 2],
    timeDeltas: [1000, 2500, 500, 4000],
  };

  it('charges each sample the time since the one before, in ms', () => {
    expect(Object.fromEntries(selfTimes(profile))).toEqual({ 2: 5, 3: 3 });
  });

  it('sums by module and by function over several profiles, largest first', () => {
    const resolve = frameResolver('/nowhere', 'http://127.0.0.1:1');
    const { modules, functions, totalMs } = attribute([profile, profile], resolve);
    expect(modules).toEqual([
      ['(program)', 10],
      ['https://elsewhere.test/a.js', 6],
    ]);
    expect(functions[1]).toEqual(['render', 6]);
    expect(totalMs).toBe(16);
  });
});

describe('frameResolver', () => {
  it('maps a built script’s frame to its source module and original name through the .map beside it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'profile-test-'));
    mkdirSync(join(dir, 'assets'));
    // one mapping: generated line 1, column 0 → source 0 (home-page.tsx), line 5 (0-based 4), column 2, name 0
    const map = {
      version: 3,
      sources: ['../../src/client/features/home/pages/home-page.tsx'],
      names: ['HomePage'],
      mappings: 'AAIEA',
    };
    writeFileSync(join(dir, 'assets', 'home.js'), 'function a(){}');
    writeFileSync(join(dir, 'assets', 'home.js.map'), JSON.stringify(map));
    const resolve = frameResolver(dir, 'http://127.0.0.1:1');
    expect(resolve(frame('a', 'http://127.0.0.1:1/assets/home.js', 0, 0))).toEqual({
      module: 'src/client/features/home/pages/home-page.tsx',
      fn: 'HomePage (src/client/features/home/pages/home-page.tsx:5)',
    });
    // no map: the URL stands for the module
    expect(resolve(frame('b', 'http://127.0.0.1:1/assets/other.js')).module).toBe(
      'http://127.0.0.1:1/assets/other.js',
    );
  });
});

describe('traceSelfTimes', () => {
  it("gives each main-thread event its time minus its children's, ignoring other threads", () => {
    const main = { pid: 1, tid: 7 };
    const events = [
      { ph: 'M', name: 'thread_name', ...main, args: { name: 'CrRendererMain' } },
      { ph: 'X', name: 'RunTask', ...main, ts: 0, dur: 10_000 },
      { ph: 'X', name: 'FunctionCall', ...main, ts: 1_000, dur: 6_000 },
      { ph: 'X', name: 'Layout', ...main, ts: 2_000, dur: 2_000 },
      { ph: 'X', name: 'Layout', pid: 1, tid: 8, ts: 0, dur: 50_000 },
    ];
    expect(traceSelfTimes(events)).toEqual([
      ['RunTask', 4],
      ['FunctionCall', 4],
      ['Layout', 2],
    ]);
  });
});
