import { describe, expect, it } from 'vitest';
import { baselineSeconds, memoryVerdict, parseMemory, settle, type MemorySample } from './soak-memory';

const MB = 1024 * 1024;
const sample = (seconds: number, rss: number, heap: number, majorGcs = 0): MemorySample => ({
  seconds,
  rssBytes: rss * MB,
  heapUsedBytes: heap * MB,
  majorGcs,
});

describe('parseMemory', () => {
  it('reads RSS and heap used from prom-client default metrics', () => {
    const text = [
      '# HELP process_resident_memory_bytes Resident memory size in bytes.',
      '# TYPE process_resident_memory_bytes gauge',
      'process_resident_memory_bytes 157286400',
      'nodejs_heap_size_total_bytes 90000000',
      'nodejs_heap_size_used_bytes 62914560',
      'nodejs_heap_space_size_used_bytes{space="old"} 1000',
      'nodejs_gc_duration_seconds_count{kind="minor"} 310',
      'nodejs_gc_duration_seconds_count{kind="major"} 7',
    ].join('\n');
    expect(parseMemory(text, 60)).toEqual(sample(60, 150, 60, 7));
  });

  it('counts no full collection before the process had one', () => {
    const text = 'process_resident_memory_bytes 157286400\nnodejs_heap_size_used_bytes 62914560\n';
    expect(parseMemory(text, 0).majorGcs).toBe(0);
  });

  it('refuses an answer without the memory metrics', () => {
    expect(() => parseMemory('http_requests_total 3\n', 0)).toThrow(/process_resident_memory_bytes/);
  });
});

describe('settle', () => {
  it('keeps the lowest RSS and heap between full collections', () => {
    let s = settle(undefined, sample(5, 150, 80, 2));
    s = settle(s, sample(10, 140, 95, 2));
    s = settle(s, sample(15, 145, 90, 2));
    expect(s).toEqual(sample(15, 140, 80, 2));
  });

  it('starts again from the first reading after a full collection', () => {
    const before = settle(settle(undefined, sample(5, 150, 60, 2)), sample(10, 160, 95, 2));
    expect(settle(before, sample(15, 170, 75, 3))).toEqual(sample(15, 170, 75, 3));
  });
});

describe('baselineSeconds', () => {
  it('is the warm-up for runs of 6 minutes or more', () => {
    expect(baselineSeconds(20, 5)).toBe(300);
    expect(baselineSeconds(6, 5)).toBe(300);
  });

  it('is a quarter of a shorter run, or of a run no longer than its warm-up', () => {
    expect(baselineSeconds(2, 5)).toBe(30);
    expect(baselineSeconds(8, 10)).toBe(120);
  });
});

describe('memoryVerdict', () => {
  const run = [sample(60, 200, 50), sample(120, 150, 70), sample(180, 160, 75)];

  it('compares the last sample with the first at or after the baseline time', () => {
    const v = memoryVerdict(run, 90);
    expect(v.baseline).toBe(run[1]);
    expect(v.rssGrowth).toBeCloseTo(160 / 150 - 1);
    expect(v.failures).toEqual([]);
  });

  it('fails on growth beyond 15 %, RSS and heap apart', () => {
    expect(memoryVerdict([...run, sample(240, 173, 75)], 120).failures).toEqual([
      'RSS grew +15.3 % (limit 15 %)',
    ]);
    expect(memoryVerdict([...run, sample(240, 150, 81)], 120).failures).toEqual([
      'heap grew +15.7 % (limit 15 %)',
    ]);
    expect(memoryVerdict([...run, sample(240, 172, 80)], 120).failures).toEqual([]);
  });

  it('throws when no sample is as late as the baseline', () => {
    expect(() => memoryVerdict(run, 200)).toThrow(/no memory sample/);
  });
});
