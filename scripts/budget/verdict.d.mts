/** Types of scripts/budget/verdict.mjs for its TypeScript test. */
export const TARGETS: Readonly<{
  publicPerformance: number;
  memberPerformance: number;
  accessibility: number;
  maxCls: number;
}>;
/** One Lighthouse run: scores 0–100, times in milliseconds, CLS unitless. */
export interface Run {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}
export interface PageResult {
  runs: number[];
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  misses: string[];
  ok: boolean;
}
export function median(values: number[]): number;
export function judgePage(runs: Run[], minPerformance: number): PageResult;
export function summaryTable(
  rows: ({ page: string; result: PageResult } | { page: string; result?: undefined; error: string })[],
): string[];
