import { describe, expect, it } from 'vitest';
import { ALL_CITIES, cityOptions, filterHubs } from './filter-hubs';

const hubs = [
  { name: 'Lakeview Residency', city: 'Mumbai', description: 'Towers by Powai Lake' },
  { name: 'Brigade Metropolis', city: 'Bangalore', description: null },
  { name: 'Whitefield Global School', city: 'Bangalore', description: 'CBSE school near ITPL' },
];

describe('filterHubs (spec 001 §2.12)', () => {
  it('keeps one city or all cities', () => {
    expect(filterHubs(hubs, 'Bangalore', '').map((h) => h.name)).toEqual([
      'Brigade Metropolis',
      'Whitefield Global School',
    ]);
    expect(filterHubs(hubs, ALL_CITIES, '')).toHaveLength(3);
  });

  it('searches name, city and description, ignoring case and outer spaces', () => {
    expect(filterHubs(hubs, ALL_CITIES, ' LAKEVIEW ').map((h) => h.name)).toEqual(['Lakeview Residency']);
    expect(filterHubs(hubs, ALL_CITIES, 'bangalore')).toHaveLength(2);
    expect(filterHubs(hubs, ALL_CITIES, 'itpl').map((h) => h.name)).toEqual(['Whitefield Global School']);
    expect(filterHubs(hubs, 'Mumbai', 'itpl')).toEqual([]);
  });
});

describe('cityOptions', () => {
  it('lists the hubs’ cities once, sorted, plus the member’s city', () => {
    expect(cityOptions(hubs, 'Pune')).toEqual(['Bangalore', 'Mumbai', 'Pune']);
    expect(cityOptions([], ALL_CITIES, undefined)).toEqual([]);
  });
});
