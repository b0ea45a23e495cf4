/** Hubs page filters (spec 001 §2.12): a city (or all cities) and a search over name, city and description. */

/** The city filter value meaning "All Cities". */
export const ALL_CITIES = 'all';

interface Filterable {
  name: string;
  city: string;
  description: string | null;
}

/** Hubs in `city` (or any city for ALL_CITIES) whose name, city or description contains `search`, ignoring case. */
export function filterHubs<T extends Filterable>(hubs: readonly T[], city: string, search: string): T[] {
  const needle = search.trim().toLowerCase();
  return hubs.filter(
    (hub) =>
      (city === ALL_CITIES || hub.city === city) &&
      (!needle ||
        [hub.name, hub.city, hub.description ?? ''].some((text) => text.toLowerCase().includes(needle))),
  );
}

/** The city filter's choices after All Cities: the listed hubs' cities plus the member's own, sorted. */
export function cityOptions(
  hubs: readonly Pick<Filterable, 'city'>[],
  ...always: (string | undefined)[]
): string[] {
  const cities = new Set(hubs.map((hub) => hub.city));
  for (const city of always) if (city && city !== ALL_CITIES) cities.add(city);
  return [...cities].sort((a, b) => a.localeCompare(b));
}
