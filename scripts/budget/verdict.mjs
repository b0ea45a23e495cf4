/**
 * The Lighthouse targets of ARCHITECTURE "Budgets" and how a page's runs are judged and tabulated.
 * Pure: no browser, no files; `npm run budget` feeds it numbers read from Lighthouse results.
 */

/**
 * Targets per page: performance score (0–100) ≥ `publicPerformance` on pages a signed-out visitor meets,
 * ≥ `memberPerformance` on signed-in member pages (ADR 0018: a member page waits for the session check
 * before its data); accessibility score = 100; cumulative layout shift (unitless) ≤ `maxCls`.
 */
export const TARGETS = Object.freeze({
  publicPerformance: 95,
  memberPerformance: 90,
  accessibility: 100,
  maxCls: 0.05,
});

/** The median of a non-empty list of numbers (the mean of the two middle ones for an even count). */
export function median(values) {
  if (values.length === 0) throw new RangeError('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Judges one page from its runs (each `{ performance, accessibility, lcpMs, tbtMs, cls }`: scores 0–100,
 * times in milliseconds, CLS unitless) against `minPerformance`. Performance, LCP, TBT and CLS are the
 * medians of the runs, as Lighthouse advises for variable metrics; accessibility does not depend on timing,
 * so the worst run counts. Returns those figures with `runs` (each run's performance score), `misses`
 * (one short text per target missed, e.g. 'perf 88 < 90', 'CLS 0.081 > 0.05') and `ok` (no misses).
 */
export function judgePage(runs, minPerformance) {
  const performance = median(runs.map((r) => r.performance));
  const accessibility = Math.min(...runs.map((r) => r.accessibility));
  const cls = median(runs.map((r) => r.cls));
  const misses = [];
  if (performance < minPerformance) misses.push(`perf ${performance} < ${minPerformance}`);
  if (accessibility < TARGETS.accessibility) misses.push(`a11y ${accessibility} < ${TARGETS.accessibility}`);
  if (cls > TARGETS.maxCls) misses.push(`CLS ${cls.toFixed(3)} > ${TARGETS.maxCls}`);
  return {
    runs: runs.map((r) => r.performance),
    performance,
    accessibility,
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls,
    misses,
    ok: misses.length === 0,
  };
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const HEADER = ['page', 'perf (runs)', 'a11y', 'LCP', 'TBT', 'CLS', '✓/✗'];

/**
 * The summary table as lines of text, one row per page: `rows` are `{ page, result }` with `result` from
 * `judgePage`, or `{ page, error }` for a page that could not be measured (shown as ✗ with the error).
 * Columns: page | perf (runs) | a11y | LCP | TBT | CLS | ✓/✗ (the misses after a ✗).
 */
export function summaryTable(rows) {
  const cells = rows.map(({ page, result, error }) => {
    if (!result) return [page, '–', '–', '–', '–', '–', `✗ ${error}`];
    return [
      page,
      `${result.performance} (${result.runs.join(', ')})`,
      String(result.accessibility),
      seconds(result.lcpMs),
      `${Math.round(result.tbtMs)} ms`,
      result.cls.toFixed(3),
      result.ok ? '✓' : `✗ ${result.misses.join(', ')}`,
    ];
  });
  const widths = HEADER.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) =>
    c
      .map((cell, i) => cell.padEnd(widths[i]))
      .join(' | ')
      .trimEnd();
  return [line(HEADER), widths.map((w) => '-'.repeat(w)).join('-|-'), ...cells.map(line)];
}
