import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { jobs, NOTICE_DELIVERY_MS, scheduledJobs } from '.';

/** Each job's name and period, in ms. */
const periods = (list: { name: string; everyMs: number }[]) => list.map((j) => [j.name, j.everyMs]);

describe('NOTICE_DELIVERY_MS (docs/decisions/0008-test-databases-and-fresh-clone-fixtures.md)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hubshelf-jobs-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('leaves every job on its own period when unset (deliveries every 15 s, ADR 0039)', () => {
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.noticeDeliveryMs).toBeUndefined();
    expect(periods(scheduledJobs(config))).toEqual(periods(jobs));
    expect(scheduledJobs(config).find((j) => j.name === 'notice-deliveries')?.everyMs).toBe(15_000);
    expect(NOTICE_DELIVERY_MS).toBe(15_000);
  });

  it('replaces the notice-deliveries period alone', () => {
    const config = loadConfig({ DATA_DIR: dir, NOTICE_DELIVERY_MS: '1000' });
    const expected = periods(jobs).map(([name, ms]) => [name, name === 'notice-deliveries' ? 1000 : ms]);
    expect(periods(scheduledJobs(config))).toEqual(expected);
  });

  it('refuses a period under 100 ms', () => {
    expect(() => loadConfig({ DATA_DIR: dir, NOTICE_DELIVERY_MS: '50' })).toThrow(
      'NOTICE_DELIVERY_MS: NOTICE_DELIVERY_MS must be at least 100',
    );
  });
});
