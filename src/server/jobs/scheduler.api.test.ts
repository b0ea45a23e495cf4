import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/harness';
import { lockKey, runExclusive } from './scheduler';

describe('runExclusive', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('runs a job once when two instances start it at the same moment (PostgreSQL), or runs it in-process (PGlite)', async () => {
    let runs = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const job = async () => {
      runs += 1;
      await gate;
    };
    const first = runExclusive(t.database, 'test-job', job);
    await new Promise((r) => setTimeout(r, 50));
    if (t.database.pool) {
      // A second instance (another pooled connection) is refused while the first holds the lock.
      expect(await runExclusive(t.database, 'test-job', job)).toBe(false);
      release();
      expect(await first).toBe(true);
      expect(runs).toBe(1);
      // Once released, the next run goes ahead.
      expect(await runExclusive(t.database, 'test-job', async () => void (runs += 1))).toBe(true);
      expect(runs).toBe(2);
    } else {
      release();
      expect(await first).toBe(true);
      expect(runs).toBe(1);
    }
  });

  it('derives different lock keys for different jobs', () => {
    expect(lockKey('a')).not.toBe(lockKey('b'));
    expect(lockKey('a')).toBe(lockKey('a'));
  });
});
