import { describe, expect, it } from 'vitest';
import { OFFERED_LANGUAGES, parseAcceptLanguage, pickLanguage } from './languages';

describe('languages (ADR 0042)', () => {
  it('offers English and Hindi, now that every catalogue is complete', () => {
    expect(OFFERED_LANGUAGES).toEqual(['en', 'hi']);
  });

  it('orders Accept-Language by quality and drops q=0 and *', () => {
    expect(parseAcceptLanguage('en;q=0.5, hi-IN, fr;q=0, *;q=0.1, hi;q=0.9')).toEqual(['hi-IN', 'hi', 'en']);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });

  it('picks the first offered language by primary subtag', () => {
    expect(pickLanguage(['hi-IN', 'en'], ['en', 'hi'])).toBe('hi');
    expect(pickLanguage(['hi-IN', 'en-GB'])).toBe('hi');
    expect(pickLanguage(['hi-IN', 'en-GB'], ['en'])).toBe('en');
    expect(pickLanguage(['fr', 'de'], ['en', 'hi'])).toBeUndefined();
  });
});
