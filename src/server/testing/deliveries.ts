/**
 * Runs the notice delivery job once in a test (as the scheduler would), so mails of notifications written
 * by a request are in the outbox afterwards (docs/decisions/0039-notice-catalogue-mail-delivery-preferences.md).
 */
import { runDeliveryPass } from '../modules/notices';
import type { TestApp } from './harness';

/** Delivers every due notice of `t` once; answers the pass's counts. */
export function deliverNotices(t: TestApp) {
  return runDeliveryPass({ ...t.app.deps, log: t.app.log });
}
