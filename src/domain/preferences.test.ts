import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BROWSE_GENRES } from './books';
import {
  PREFERENCE_GENRES,
  genreWordQuery,
  levelKey,
  nextLevel,
  recommendationReason,
  type PreferenceLevel,
} from './preferences';

/** Genre preference rules (spec 000 §4, §9; docs/decisions/0026-genre-preferences-and-recommendations.md). */
describe('genre preferences', () => {
  it('has 21 distinct genres: the 15 browse genres and six more', () => {
    expect(PREFERENCE_GENRES).toHaveLength(21);
    expect(new Set(PREFERENCE_GENRES).size).toBe(21);
    expect(PREFERENCE_GENRES.slice(0, 15)).toEqual([...BROWSE_GENRES]);
    expect(PREFERENCE_GENRES.slice(15)).toEqual([
      'Philosophy',
      'Health',
      'Cooking',
      'Travel',
      'Education',
      'Young Adult',
    ]);
  });

  it('cycles not selected → Love → Like → Skip → not selected', () => {
    expect(nextLevel(undefined)).toBe(5);
    expect(nextLevel(5)).toBe(3);
    expect(nextLevel(3)).toBe(1);
    expect(nextLevel(1)).toBeUndefined();
  });

  it('four taps always come back to where they started', () => {
    fc.assert(
      fc.property(fc.constantFrom<PreferenceLevel | undefined>(undefined, 1, 3, 5), (start) => {
        let level = start;
        for (let i = 0; i < 4; i++) level = nextLevel(level);
        expect(level).toBe(start);
      }),
    );
  });

  it('names levels and words the reason', () => {
    expect([levelKey(5), levelKey(3), levelKey(1)]).toEqual(['love', 'like', 'skip']);
    expect(recommendationReason('Fantasy', 5)).toBe('You love Fantasy');
    expect(recommendationReason('Cooking', 3)).toBe('You like Cooking');
  });

  it('gives word genres a prefix query and browse genres none', () => {
    expect(genreWordQuery('Fantasy')).toBeNull();
    expect(genreWordQuery('Cooking')).toMatch(/^cook:\* \| cookbook:\* \| recipe:\* \| cuisine:\*/);
    expect(genreWordQuery('Young Adult')).toContain('coming:* <-> of:* <-> age:*');
    for (const g of PREFERENCE_GENRES.slice(15)) expect(genreWordQuery(g)).not.toBeNull();
  });
});
