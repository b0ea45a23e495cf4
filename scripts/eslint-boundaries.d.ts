/** Types of the import-boundary rule (scripts/eslint-boundaries.js) for its TypeScript test. */
import type { Rule } from 'eslint';

/** The absolute path of `src/`. */
export const SRC: string;
/** The problem with `file` importing `spec`, or null when the import is allowed. */
export function check(file: string, spec: string): string | null;
declare const plugin: { rules: { boundaries: Rule.RuleModule } };
export default plugin;
