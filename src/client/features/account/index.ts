/**
 * Your data (ADR 0052): Profile → 'Your data' (download and delete; children go first, e.g. the import
 * link), and the scheduled-deletion banner for Home and Profile. The /privacy and
 * /account/deletion/cancel pages are loaded lazily by routes.tsx. Texts: the `account` catalogue.
 */
export { YourDataSection } from './components/your-data-section';
export { DeletionBanner } from './components/deletion-banner';
