/**
 * Smart adding's texts (spec 000 §2 "Scan Barcode dialog", "Bulk Book Upload flow", §8; 001 §2.2 photo
 * tips) live in the `books` catalogue under `scan.*` and `bulk.*` (ADR 0042); the English of the spec's
 * camera messages is `BARCODE_MESSAGES` (src/domain/barcode.ts) word for word. This module keeps the
 * order of the photo tips.
 */

/** The photo tips in the order shown (spec 001 §2.2), as `books` catalogue keys. */
export const BULK_TIP_KEYS = [
  'bulk.tips.straight',
  'bulk.tips.spines',
  'bulk.tips.light',
  'bulk.tips.steady',
  'bulk.tips.fill',
  'bulk.tips.distance',
  'bulk.tips.portrait',
] as const;
