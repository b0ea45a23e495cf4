/**
 * Great-circle distance, the one home of the haversine rule (spec 000 §2 sort "distance", 001 §8 merge
 * suggestions). The server's SQL form (`haversineKmSql` in modules/books/scope.ts) is generated from the
 * same radius and tested against `haversineKm`.
 */

/** A point as `[longitude, latitude]` in degrees. */
export type LngLat = readonly [number, number];

/** Mean Earth radius in km (IUGG). */
export const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle (haversine) distance in kilometres between two points, unrounded. */
export function haversineKm(a: LngLat, b: LngLat): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b[1] - a[1]);
  const dLon = rad(b[0] - a[0]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a[1])) * Math.cos(rad(b[1])) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** `haversineKm` rounded to 0.1 km, as hubs show it (spec 001 §8 `distanceKm`). */
export function distanceKm(a: LngLat, b: LngLat): number {
  return Math.round(haversineKm(a, b) * 10) / 10;
}
