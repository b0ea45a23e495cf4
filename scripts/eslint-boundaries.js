// A local ESLint rule for Hubshelf's one-way imports (ARCHITECTURE §1):
//   domain   imports nothing outside domain (no Node, no DOM libraries, only zod is allowed)
//   contract imports only domain (and zod)
//   server and client never import each other
//   a client feature does not import another feature's internals: only its `index.ts` and `api/` hooks
//   a server module uses another module only through its `service.ts`
import path from 'node:path';

const SRC = path.resolve('src');

function resolveTarget(file, spec) {
  if (spec.startsWith('@/')) return path.join(SRC, spec.slice(2));
  if (spec.startsWith('.')) return path.resolve(path.dirname(file), spec);
  return null;
}

function area(abs) {
  const rel = path.relative(SRC, abs).split(path.sep);
  return rel[0] === '..' ? null : rel;
}

function check(file, spec) {
  const from = area(file);
  if (!from) return null;
  const layer = from[0];
  const target = resolveTarget(file, spec);
  const isTest = /\.test\.tsx?$/.test(file);
  if (!target) {
    if (isTest) return null;
    if (layer === 'domain' && spec !== 'zod') return `domain/ must not import packages ("${spec}")`;
    if (layer === 'contract' && spec !== 'zod')
      return `contract/ may import only zod and domain/ ("${spec}")`;
    return null;
  }
  const to = area(target);
  if (!to) return null;
  const tlayer = to[0];
  if (layer === 'domain' && tlayer !== 'domain') return 'domain/ must not import other layers';
  if (layer === 'contract' && !['contract', 'domain'].includes(tlayer))
    return 'contract/ may import only domain/';
  if (layer === 'server' && tlayer === 'client') return 'server/ must not import client/';
  if (layer === 'client' && tlayer === 'server') return 'client/ must not import server/';
  if (
    layer === 'client' &&
    from[1] === 'features' &&
    tlayer === 'client' &&
    to[1] === 'features' &&
    from[2] !== to[2]
  ) {
    const rest = to.slice(3);
    const ok =
      rest.length === 0 || (rest.length === 1 && /^index(\.tsx?)?$/.test(rest[0])) || rest[0] === 'api';
    if (!ok) return `features/${from[2]} may use features/${to[2]} only through its index.ts or api/ hooks`;
  }
  if (
    layer === 'server' &&
    from[1] === 'modules' &&
    from.length > 3 &&
    tlayer === 'server' &&
    to[1] === 'modules' &&
    from[2] !== to[2] &&
    to[2] !== 'index.ts' &&
    to[2] !== 'index'
  ) {
    const rest = to.slice(3).join('/');
    if (!/^service(\.ts)?$/.test(rest))
      return `modules/${from[2]} may use modules/${to[2]} only through its service.ts`;
  }
  return null;
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
