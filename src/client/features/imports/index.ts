/**
 * Importing a library (ADR 0051): the entries other features show. The /import page is loaded lazily by
 * routes.tsx; this barrel reaches nothing of the books feature, so books may show the entry.
 */
export { IMPORT_PATH, ImportLibraryLink, ImportLibraryTile } from './components/import-entry';
