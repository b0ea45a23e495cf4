/**
 * The initial JavaScript budget (ARCHITECTURE "Budgets"): ≤ 150 kB gzip (1 kB = 1000 bytes) of every JS
 * file index.html loads or modulepreloads, plus every chunk those import statically (from Vite's manifest,
 * so turning modulepreload off cannot hide a file).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const JS_LIMIT_KB = 150;
const kb = (bytes) => (bytes / 1000).toFixed(1);

/** Files (relative to `clientDir`) of the JS index.html loads up front: scripts, modulepreloads, static imports. */
function initialScripts(clientDir) {
  const html = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const files = new Set();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isScript = tag.startsWith('<script') && /\btype="module"/.test(tag);
    const isPreload = tag.startsWith('<link') && /\brel="modulepreload"/.test(tag);
    const url = /\b(?:src|href)="\/?([^"]+\.js)"/.exec(tag)?.[1];
    if ((isScript || isPreload) && url) files.add(url);
  }
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8'));
  const visited = new Set();
  const visit = (key) => {
    if (visited.has(key) || !manifest[key]) return;
    visited.add(key);
    files.add(manifest[key].file);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return [...files].filter((f) => f.endsWith('.js')).sort();
}

/**
 * Builds the client into `clientDir` (with Vite's manifest), prints each initial file's gzip size and the
 * total; returns true when the total is within the limit. Throws when the build fails.
 */
export function checkInitialJs(clientDir) {
  console.log('Building the client…');
  const args = ['vite', 'build', '--logLevel', 'warn', '--outDir', clientDir, '--emptyOutDir', '--manifest'];
  const build = spawnSync('npx', args, { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('vite build failed');
  let total = 0;
  console.log('\nInitial JavaScript (gzip):');
  for (const file of initialScripts(clientDir)) {
    const size = gzipSync(readFileSync(join(clientDir, file))).length;
    total += size;
    console.log(`  ${kb(size).padStart(7)} kB  ${file}`);
  }
  const ok = total <= JS_LIMIT_KB * 1000;
  console.log(`  ${kb(total).padStart(7)} kB  total, limit ${JS_LIMIT_KB} kB ${ok ? '✓' : '✗ over budget'}`);
  return ok;
}
