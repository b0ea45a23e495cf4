/**
 * Which hubs a viewer sees books of (spec 000 §2 "societies: defaults to all hubs the user has joined",
 * §6 "Hub visibility") and how far each is from the distance origin (spec 000 §2 sort "distance"),
 * worked out inside the browse statement itself, so a browse costs one round trip to the database
 * (ARCHITECTURE §6 budget) instead of three.
 *
 * Membership follows the hubs area's rule (`memberHubIds` in modules/membership/service.ts): an active
 * membership of an approved hub, in joining order.
 */
import { sql, type SQL } from 'drizzle-orm';
import { LAT_LNG_PATTERN } from '@/contract/books';
import { EARTH_RADIUS_KM } from '@/domain/geo';

/**
 * SQL of `haversineKm` (src/domain/geo.ts) between two points given as SQL expressions in degrees:
 * the same formula and radius, unrounded (geo.api.test.ts proves they agree).
 */
export function haversineKmSql(a: { lng: SQL; lat: SQL }, b: { lng: SQL; lat: SQL }): SQL {
  const rad = (deg: SQL) => sql`radians(${deg})`;
  return sql`(2 * ${sql.raw(String(EARTH_RADIUS_KM))} * asin(least(1, sqrt(
      power(sin(${rad(sql`${b.lat} - ${a.lat}`)} / 2), 2)
      + cos(${rad(a.lat)}) * cos(${rad(b.lat)}) * power(sin(${rad(sql`${b.lng} - ${a.lng}`)} / 2), 2)))))`;
}

/** How the viewer's hubs are narrowed (browse filters); empty means every joined hub. */
export interface HubFilter {
  /** hub ids asked for; ids of hubs the viewer has not joined are ignored (none left → nothing visible) */
  requested?: readonly number[];
  /** `location` text: "lat,lng" is the distance origin; other text keeps hubs whose name, city or address contains it */
  location?: string;
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

const intArray = (values: readonly number[]) => sql`${sql.param(`{${values.join(',')}}`)}::int[]`;

/**
 * CTEs `viewer_hubs` and `s(hub_id, ord, km)`: the hubs of `viewerId` (none for null) that pass `filter`,
 * with their joining order and their great-circle distance in km from the origin — the given "lat,lng",
 * else the first joined hub with coordinates; null when either position is unknown.
 */
export function viewerHubsCte(viewerId: number | null, filter: HubFilter = {}): SQL {
  const origin = parseLatLng(filter.location);
  const place = !origin && filter.location?.trim() ? filter.location.trim().toLowerCase() : null;
  const conditions: SQL[] = [];
  if (filter.requested?.length) conditions.push(sql`v.hub_id = any(${intArray(filter.requested)})`);
  if (place) {
    conditions.push(
      sql`(position(${place} in lower(v.name)) > 0 or position(${place} in lower(v.city)) > 0 or position(${place} in lower(coalesce(v.address, ''))) > 0)`,
    );
  }
  const originRow = origin
    ? sql`select ${origin[0]}::float8 as lng, ${origin[1]}::float8 as lat`
    : sql`select longitude as lng, latitude as lat from viewer_hubs where longitude is not null and latitude is not null order by ord limit 1`;
  const km = haversineKmSql(
    { lng: sql`o.lng`, lat: sql`o.lat` },
    { lng: sql`v.longitude`, lat: sql`v.latitude` },
  );
  return sql`viewer_hubs as (
      select h.id as hub_id, h.name, h.city, h.address, h.longitude, h.latitude,
        row_number() over (order by m.joined_at, m.id) as ord
      from hub_memberships m join hubs h on h.id = m.hub_id
      where m.user_id = ${viewerId}::int and m.is_active and h.status = 'approved'
    ),
    s as (
      select v.hub_id, v.ord, ${km} as km
      from viewer_hubs v left join (${originRow}) o on true
      ${conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``}
    )`;
}
