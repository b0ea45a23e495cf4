/**
 * Importing a library (ADR 0051): the entries other features show (the home tile, the Profile link). The
 * /import page is loaded lazily by routes.tsx. This feature builds on the books feature's bulk add fields,
 * so books links to /import itself rather than importing from here (no import circle).
 */
export { IMPORT_PATH, ImportLibraryLink, ImportLibraryTile } from './components/import-entry';
