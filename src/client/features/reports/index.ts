/**
 * Reports (ADR 0050): the Report dialog, its menu entry and button, the hook that keeps the dialog outside a
 * menu, and the admin Reports tab (lazy). Texts: the `reports` catalogue.
 */
export { ReportDialog, type ReportTarget } from './components/report-dialog';
export { ReportButton, ReportMenuItem, useReportDialog } from './components/report-menu-item';
export { ReportsTab } from './components/lazy-reports-tab';
