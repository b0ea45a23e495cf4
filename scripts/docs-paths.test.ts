/**
 * The guide and the map name real files (docs/decisions/0048-one-name-per-area.md): every repository path
 * that `CONTRIBUTING.md` or `docs/architecture.md` names in backticks or as a link target (`src/…`, `docs/…`,
 * `scripts/…`, `e2e/…`, `migrations/…`, `bench/…`) exists. Placeholders (`<area>`, `NNNN`, `…`, `*`, `{en,hi}`)
 * are skipped; a relative link is read from its document's folder.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DOCS = ['CONTRIBUTING.md', 'docs/architecture.md'];
const REPO_PATH = /^(src|docs|scripts|e2e|migrations|bench)\/[\w./@-]*$/;
const PLACEHOLDER = /[<>*{}…]|NNNN/;

/** The paths a document names: `{ path, from }`, `from` being the folder it is relative to. */
function namedPaths(doc: string): { path: string; from: string }[] {
  const text = readFileSync(join(ROOT, doc), 'utf8').replace(/```[\s\S]*?```/g, '');
  const inTicks = [...text.matchAll(/`([^`\s]+)`/g)].map((m) => ({ path: m[1]!, from: ROOT }));
  const links = [...text.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)]
    .map((m) => m[1]!)
    .filter((target) => !/^[a-z]+:/.test(target))
    .map((target) => ({ path: target, from: join(ROOT, dirname(doc)) }));
  return [...inTicks.filter((p) => REPO_PATH.test(p.path)), ...links].filter(
    (p) => !PLACEHOLDER.test(p.path),
  );
}

describe('paths named by the guide and the map', () => {
  it.each(DOCS)('%s names only paths that exist', (doc) => {
    const paths = namedPaths(doc);
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.filter((p) => !existsSync(join(p.from, p.path))).map((p) => p.path)).toEqual([]);
  });
});
