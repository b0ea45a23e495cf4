/**
 * Importing a library (ADR 0051), the imports area's public face: upload and parse a Goodreads, The
 * StoryGraph or LibraryThing export or a list of ISBNs (`createImport`), match its rows (`matchImport`),
 * list the ticked rows through bulk add (`commitImport`), download what was left (`importLeftovers`), and
 * the cleanup job's pass (`deleteExpiredImports`).
 */
export { createImport } from './create';
export { getImport } from './view';
export { matchImport } from './match';
export { commitImport } from './commit';
export { importLeftovers } from './leftovers';
export { deleteExpiredImports } from './cleanup';
