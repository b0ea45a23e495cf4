import { describe, expect, it } from 'vitest';
import { initials } from './format';

describe('initials', () => {
  it('takes the first letters of the first two words, upper case', () => {
    expect(initials('asha rao')).toBe('AR');
    expect(initials('Meera Devi Kapoor')).toBe('MD');
    expect(initials('  Kabir  ')).toBe('K');
    expect(initials('Unknown User')).toBe('UU');
  });
});
