import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haversineKm, type LngLat } from '@/domain/geo';
import { createTestApp, type TestApp } from '../../testing/harness';
import { queryRows } from './index';
import { haversineKmSql } from './scope';

/** The browse SQL's distance (spec 000 §2 sort "distance") is the domain's haversine (src/domain/geo.ts). */
describe('haversineKmSql', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const pairs: [string, LngLat, LngLat][] = [
    ['the same point', [72.8777, 19.076], [72.8777, 19.076]],
    ['Powai to Bandra', [72.906, 19.1176], [72.8194, 19.0473]],
    ['Mumbai to Delhi', [72.8777, 19.076], [77.209, 28.6139]],
    ['across the date line', [179.9, -16.5], [-179.9, -16.6]],
    ['antipodes', [0, 0], [180, 0]],
  ];

  it.each(pairs)('agrees with haversineKm: %s', async (_name, a, b) => {
    const point = (p: LngLat) => ({ lng: sql`${p[0]}::float8`, lat: sql`${p[1]}::float8` });
    const [row] = await queryRows<{ km: number }>(
      t.db,
      sql`select ${haversineKmSql(point(a), point(b))} as km`,
    );
    expect(Number(row.km)).toBeCloseTo(haversineKm(a, b), 6);
  });
});
