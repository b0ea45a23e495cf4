// A local ESLint rule for Hubshelf's one-way imports (ARCHITECTURE §1; ADR
// docs/decisions/0016-layers-and-import-boundaries.md):
//   domain   imports nothing outside domain (no Node, no DOM libraries, only zod is allowed)
//   contract imports only domain (and zod)
//   server and client never import each other
//   a client feature does not import another feature's internals: only its `index.ts` and `api/` hooks;
//   a client feature never imports `client/app/` (features meet in app/, app composes them)
//   a server module uses another module only through its `index.ts` barrel (`../books` or `../books/index`;
//   docs/decisions/0045-rentals-by-what-a-member-does.md); so does every server file outside modules/
//   (seed, jobs, testing, plugins, app.ts, main.ts), which may also import `modules/index.ts` (the routes
//   to register)
//   the ground floor (`server/db/`, `server/lib/`) imports no module, nor the seed, jobs or testing
//   a module's own code (not its tests or test helpers) imports neither the seed, jobs nor testing
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The `src/` folder next to this script's folder, so the rule does not depend on the working directory. */
export const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'src');

function resolveTarget(file, spec) {
  if (spec.startsWith('@/')) return path.join(SRC, spec.slice(2));
  if (spec.startsWith('.')) return path.resolve(path.dirname(file), spec);
  return null;
}

/** The path of `abs` under src/ as segments, without a .ts/.tsx/.js ending on the last one; null outside src/. */
function area(abs) {
  const rel = path.relative(SRC, abs).split(path.sep);
  if (rel[0] === '..' || path.isAbsolute(rel[0])) return null;
  rel[rel.length - 1] = rel[rel.length - 1].replace(/\.(tsx?|jsx?|mjs)$/, '');
  return rel;
}

const isTestFile = (file) => /(\.test\.tsx?|test-helpers\.tsx?)$/.test(file);

/** Server folders a module's own code and the ground floor must not reach. */
const ABOVE_MODULES = ['seed', 'jobs', 'testing'];

function packageProblem(layer, spec) {
  if (layer === 'domain' && spec !== 'zod') return `domain/ must not import packages ("${spec}")`;
  if (layer === 'contract' && spec !== 'zod') return `contract/ may import only zod and domain/ ("${spec}")`;
  return null;
}

function layerProblem(from, to) {
  const [layer, tlayer] = [from[0], to[0]];
  if (layer === 'domain' && tlayer !== 'domain') return 'domain/ must not import other layers';
  if (layer === 'contract' && !['contract', 'domain'].includes(tlayer))
    return 'contract/ may import only domain/';
  if (layer === 'server' && tlayer === 'client') return 'server/ must not import client/';
  if (layer === 'client' && tlayer === 'server') return 'client/ must not import server/';
  return null;
}

function clientProblem(from, to) {
  if (from[0] !== 'client' || to[0] !== 'client' || from[1] !== 'features') return null;
  if (to[1] === 'app') return `features/${from[2]} must not import client/app/ (app composes the features)`;
  if (to[1] !== 'features' || from[2] === to[2]) return null;
  const rest = to.slice(3);
  const ok = rest.length === 0 || (rest.length === 1 && rest[0] === 'index') || rest[0] === 'api';
  return ok ? null : `features/${from[2]} may use features/${to[2]} only through its index.ts or api/ hooks`;
}

function serverProblem(from, to, isTest) {
  if (from[0] !== 'server' || to[0] !== 'server') return null;
  const fromModule = from[1] === 'modules' && from.length > 3 ? from[2] : null;
  const groundFloor = from[1] === 'db' || from[1] === 'lib';
  // the ground floor's own tests may use the test harness (it builds the whole app)
  const harnessInTest = isTest && to[1] === 'testing';
  if (groundFloor && (to[1] === 'modules' || (ABOVE_MODULES.includes(to[1]) && !harnessInTest)))
    return `server/${from[1]}/ is the ground floor: it must not import server/${to[1]}/`;
  if (fromModule && !isTest && ABOVE_MODULES.includes(to[1]))
    return `modules/${fromModule} must not import server/${to[1]}/ (only its tests may)`;
  if (to[1] !== 'modules' || to.length < 3) return null; // not a module
  if (from[1] === 'modules' && from.length === 3) return null; // modules/index registers every module's routes
  const target = to[2];
  if (target === 'index' || target === fromModule) return null; // modules/index, or the module's own files
  if (to.length === 3 || (to.length === 4 && to[3] === 'index')) return null; // the module's barrel
  const who = fromModule ? `modules/${fromModule}` : from.slice(1).join('/');
  return `${who} may use modules/${target} only through its index.ts`;
}

/** The problem with `file` importing `spec`, or null when the import is allowed. */
export function check(file, spec) {
  const from = area(file);
  if (!from) return null;
  const target = resolveTarget(file, spec);
  const isTest = isTestFile(file);
  if (!target) return isTest ? null : packageProblem(from[0], spec);
  const to = area(target);
  if (!to) return null;
  return layerProblem(from, to) ?? clientProblem(from, to) ?? serverProblem(from, to, isTest);
}

export default {
  rules: {
    boundaries: {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const file = context.filename;
        const report = (node, spec) => {
          const problem = check(file, spec);
          if (problem) context.report({ node, message: problem });
        };
        return {
          ImportDeclaration: (node) => report(node, node.source.value),
          ExportNamedDeclaration: (node) => node.source && report(node, node.source.value),
          ExportAllDeclaration: (node) => report(node, node.source.value),
          ImportExpression: (node) => node.source.type === 'Literal' && report(node, node.source.value),
        };
      },
    },
  },
};
