/**
 * Which hubs a caller sees books of (spec 000 §2 "societies: defaults to all hubs the user has joined",
 * §6 "Hub visibility"), and how far each is from the distance origin (spec 000 §2 sort "distance").
 * Membership comes from the hubs service: only active memberships of approved hubs count.
 */
import { inArray } from 'drizzle-orm';
import { LAT_LNG_PATTERN } from '@/contract/books';
import { distanceKm } from '@/domain/hubs';
import type { Db, Tx } from '../../db/client';
import { hubs } from '../../db/schema';
import { memberHubIds } from '../hubs/service';

/** A hub of the caller, with its coordinates (`[longitude, latitude]` degrees) when known. */
export interface ScopeHub {
  id: number;
  name: string;
  city: string;
  address: string | null;
  coordinates: [number, number] | null;
}

/** The caller's hubs in joining order. */
export async function callerHubs(db: Db | Tx, userId: number): Promise<ScopeHub[]> {
  const ids = await memberHubIds(db, userId);
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: hubs.id,
      name: hubs.name,
      city: hubs.city,
      address: hubs.address,
      longitude: hubs.longitude,
      latitude: hubs.latitude,
    })
    .from(hubs)
    .where(inArray(hubs.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const coordinates: [number, number] | null =
      r.longitude !== null && r.latitude !== null ? [r.longitude, r.latitude] : null;
    return [{ id: r.id, name: r.name, city: r.city, address: r.address, coordinates }];
  });
}

/** The hubs to search, in the caller's joining order, each with its distance (km) from the origin or null. */
export interface BrowseScope {
  hubIds: number[];
  km: (number | null)[];
}

/** `lat,lng` text → `[longitude, latitude]`, or null when `text` is not a coordinate pair in range. */
export function parseLatLng(text: string | undefined): [number, number] | null {
  const m = text ? LAT_LNG_PATTERN.exec(text) : null;
  if (!m) return null;
  const lat = Number(m[1]);
  const lng = Number(m[2]);
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return [lng, lat];
}

/**
 * The browse scope of a caller with hubs `mine`:
 * - `requested` hub ids narrow it (ids of hubs the caller has not joined are ignored; if none is left,
 *   nothing is visible); empty means every joined hub.
 * - `location` "lat,lng" is the distance origin; any other text keeps only hubs whose name, city or
 *   address contains it (case-insensitive). Without a coordinate origin, distance is measured from the
 *   first joined hub that has coordinates.
 */
export function browseScope(mine: ScopeHub[], requested: number[], location: string | undefined): BrowseScope {
  const wanted = new Set(requested);
  let inScope = requested.length > 0 ? mine.filter((h) => wanted.has(h.id)) : mine;
  let origin = parseLatLng(location);
  if (!origin && location) {
    const needle = location.toLowerCase();
    inScope = inScope.filter((h) => [h.name, h.city, h.address ?? ''].some((s) => s.toLowerCase().includes(needle)));
  }
  origin ??= mine.find((h) => h.coordinates !== null)?.coordinates ?? null;
  return {
    hubIds: inScope.map((h) => h.id),
    km: inScope.map((h) => (origin && h.coordinates ? distanceKm(origin, h.coordinates) : null)),
  };
}
