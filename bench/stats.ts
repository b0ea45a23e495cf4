/** Latency figures for the benchmark report. */

/** The `q`-th percentile (0-100) of `sorted` (ascending), nearest-rank. */
export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((q / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export interface RunFigures {
  name: string;
  requests: number;
  reqPerSec: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** Figures of one autocannon run from its per-response latencies (ms) and totals. */
export function figures(
  name: string,
  latencies: number[],
  seconds: number,
  non2xx: number,
  errors: number,
): RunFigures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    name,
    requests: sorted.length,
    reqPerSec: sorted.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    non2xx,
    errors,
  };
}
