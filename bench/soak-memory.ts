/**
 * Memory of the soak's instances (./soak.ts) and the soak's verdict. Each instance's memory is read from
 * its own `GET /metrics` (prom-client's default process metrics, ADR 0053; allowed from loopback):
 * `process_resident_memory_bytes` (RSS) and `nodejs_heap_size_used_bytes` (V8 heap in use).
 *
 * The V8 heap in use swings by tens of MB between full (major) collections, so a reading at a random
 * moment says little about what the process keeps. The soak reads every few seconds and settles the readings
 * (`settle`): a sample is the lowest reading since the instance's last full collection (counted by
 * `nodejs_gc_duration_seconds_count{kind="major"}`), close to what that collection left alive; a leak
 * raises that floor from one collection to the next. (prom-client observes only the first GC entry of each
 * batch its observer receives, so a full collection can go uncounted: the floor then stays at the lower
 * earlier value, which can hide growth until the next counted one but never invents it.)
 *
 * The rule (the soak issue): after the warm-up, memory may not grow by more than GROWTH_LIMIT (15 %). The
 * baseline is the first sample at or after the warm-up (SOAK_WARMUP_MINUTES, default 5; for runs shorter
 * than 6 minutes a quarter of the run, so a short trial still checks something); the run fails when the
 * last sample's RSS or heap of any instance exceeds its baseline × (1 + GROWTH_LIMIT).
 */

/** Allowed growth of RSS and heap from the baseline to the last sample, as a fraction. */
export const GROWTH_LIMIT = 0.15;

/** Runs shorter than this many minutes take their baseline at a quarter of the run. */
const SHORT_RUN_MINUTES = 6;

const MAJOR_GCS = 'nodejs_gc_duration_seconds_count{kind="major"}';

/** One reading or sample of one instance, in bytes; `seconds` since the load started. */
export interface MemorySample {
  seconds: number;
  rssBytes: number;
  heapUsedBytes: number;
  /** full collections the process has counted so far */
  majorGcs: number;
}

/** The value of the series `series` (a name with its labels, as written) in `text`, or NaN when absent. */
function metricValue(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : NaN;
}

/**
 * RSS, heap used (bytes) and full collections from a `/metrics` answer (no full collection yet: 0); throws
 * when RSS or heap is missing (prom-client's default metrics not collected), so the soak cannot pass on
 * readings it never had.
 */
export function parseMemory(metricsText: string, seconds: number): MemorySample {
  const rssBytes = metricValue(metricsText, 'process_resident_memory_bytes');
  const heapUsedBytes = metricValue(metricsText, 'nodejs_heap_size_used_bytes');
  if (!Number.isFinite(rssBytes) || !Number.isFinite(heapUsedBytes))
    throw new Error('/metrics has no process_resident_memory_bytes or nodejs_heap_size_used_bytes');
  const majorGcs = metricValue(metricsText, MAJOR_GCS);
  return { seconds, rssBytes, heapUsedBytes, majorGcs: Number.isFinite(majorGcs) ? majorGcs : 0 };
}

/** One reading of the instance at `origin` (its `/metrics`). */
export async function readMemory(origin: string, seconds: number): Promise<MemorySample> {
  const res = await fetch(`${origin}/metrics`, { signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`${origin}/metrics answered ${res.status}`);
  return parseMemory(await res.text(), seconds);
}

/**
 * The settled memory after `reading`, given the settled memory before it (undefined for the first
 * reading): the reading itself when a full collection was counted since `settled`, else the lowest RSS and
 * the lowest heap of both; stamped with the reading's time and count.
 */
export function settle(settled: MemorySample | undefined, reading: MemorySample): MemorySample {
  if (!settled || reading.majorGcs > settled.majorGcs) return reading;
  return {
    ...reading,
    rssBytes: Math.min(settled.rssBytes, reading.rssBytes),
    heapUsedBytes: Math.min(settled.heapUsedBytes, reading.heapUsedBytes),
  };
}

/**
 * When the baseline is taken, in seconds after the load starts: `warmupMinutes`, or a quarter of the run
 * when the run is shorter than 6 minutes or the warm-up would not end before it does.
 */
export function baselineSeconds(runMinutes: number, warmupMinutes: number): number {
  const quarter = (runMinutes * 60) / 4;
  if (runMinutes < SHORT_RUN_MINUTES || warmupMinutes >= runMinutes) return quarter;
  return warmupMinutes * 60;
}

export interface InstanceVerdict {
  baseline: MemorySample;
  last: MemorySample;
  /** last / baseline - 1 */
  rssGrowth: number;
  heapGrowth: number;
  /** what exceeded the limit, in words; empty when the instance passed */
  failures: string[];
}

/**
 * Compares the last sample of one instance with its baseline (the first sample at or after `atSeconds`);
 * throws when no sample is that late.
 */
export function memoryVerdict(samples: readonly MemorySample[], atSeconds: number): InstanceVerdict {
  const baseline = samples.find((s) => s.seconds >= atSeconds);
  if (!baseline) throw new Error(`no memory sample at or after ${atSeconds} s`);
  const last = samples[samples.length - 1]!;
  const rssGrowth = last.rssBytes / baseline.rssBytes - 1;
  const heapGrowth = last.heapUsedBytes / baseline.heapUsedBytes - 1;
  const failures: string[] = [];
  const limit = `${(GROWTH_LIMIT * 100).toFixed(0)} %`;
  if (rssGrowth > GROWTH_LIMIT) failures.push(`RSS grew ${percent(rssGrowth)} (limit ${limit})`);
  if (heapGrowth > GROWTH_LIMIT) failures.push(`heap grew ${percent(heapGrowth)} (limit ${limit})`);
  return { baseline, last, rssGrowth, heapGrowth, failures };
}

/** A signed percentage with one decimal: `+3.2 %`. */
export function percent(fraction: number): string {
  return `${fraction >= 0 ? '+' : ''}${(fraction * 100).toFixed(1)} %`;
}

/** Bytes as MB with one decimal. */
export function mb(bytes: number): string {
  return (bytes / 1024 / 1024).toFixed(1);
}
