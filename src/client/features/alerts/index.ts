/**
 * Alerts feature (spec 000 §2 "Availability alert"; docs/decisions/0025-availability-alerts-hold-queue.md):
 * the Notify Me / Cancel Alert control that book cards and Book Details embed, and its query hooks in `api/`.
 */
export { NotifyMeControl } from './components/notify-me-control';
