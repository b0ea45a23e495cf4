import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  EMPTY_FILTERS,
  filtersToParams,
  filtersToQuery,
  parseFilters,
} from './browse-filters';

const parse = (qs: string) => parseFilters(new URLSearchParams(qs));

describe('browse filters in the URL', () => {
  it('a plain URL means no filters', () => {
    expect(parse('')).toEqual(EMPTY_FILTERS);
    expect(filtersToParams(EMPTY_FILTERS).toString()).toBe('');
  });

  it('round-trips every filter', () => {
    const qs =
      'search=harry+pottr&location=Powai&sortBy=price_low&genres=Fiction%2CFantasy&conditions=Good%2CLike+New&societies=3%2C5&minPrice=10&maxPrice=40&availability=available';
    const filters = parse(qs);
    expect(filters).toEqual({
      search: 'harry pottr',
      location: 'Powai',
      sortBy: 'price_low',
      genres: ['Fiction', 'Fantasy'],
      conditions: ['Good', 'Like New'],
      societies: [3, 5],
      minPrice: 10,
      maxPrice: 40,
      availability: 'available',
    });
    expect(parse(filtersToParams(filters).toString())).toEqual(filters);
  });

  it('societyId preselects a hub', () => {
    expect(parse('societyId=4').societies).toEqual([4]);
    expect(filtersToParams(parse('societyId=4')).toString()).toBe('societies=4');
  });

  it('drops unknown values and snaps prices to the slider', () => {
    const f = parse(
      'genres=Fiction,Cooking&conditions=Mint&sortBy=random&availability=maybe&minPrice=13&maxPrice=500&societies=x,2',
    );
    expect(f.genres).toEqual(['Fiction']);
    expect(f.conditions).toEqual([]);
    expect(f.sortBy).toBeNull();
    expect(f.availability).toBe('all');
    expect([f.minPrice, f.maxPrice]).toEqual([15, 100]);
    expect(f.societies).toEqual([2]);
  });

  it('sends no price bound at the slider ends', () => {
    expect(filtersToQuery({ ...EMPTY_FILTERS, minPrice: 0, maxPrice: 100 })).toMatchObject({
      minPrice: undefined,
      maxPrice: undefined,
    });
    expect(filtersToQuery({ ...EMPTY_FILTERS, minPrice: 5, maxPrice: 95 })).toMatchObject({
      minPrice: 5,
      maxPrice: 95,
    });
  });

  it('counts active advanced filters', () => {
    expect(activeFilterCount(EMPTY_FILTERS)).toBe(0);
    expect(
      activeFilterCount(
        parse('genres=Fiction,Art&conditions=Good&societies=1&maxPrice=50&availability=rented&search=x'),
      ),
    ).toBe(6);
  });
});
