import { describe, expect, it } from 'vitest';
import { PAGE_DEFAULTS, withStoredText } from './page-defaults';

describe('withStoredText', () => {
  const defaults = PAGE_DEFAULTS.onboarding;
  it('keeps the built-in text when nothing is stored', () => {
    expect(withStoredText(defaults, null)).toEqual(defaults);
  });
  it('uses stored fields and falls back field by field for null or blank ones', () => {
    expect(
      withStoredText(defaults, { title: 'Hello', subtitle: '  ', description: null, ctaText: 'Go' }),
    ).toEqual({ ...defaults, title: 'Hello', ctaText: 'Go' });
  });
});
