import { describe, expect, it } from 'vitest';
import { pseudoCatalogue, pseudoString } from './pseudo';

describe('pseudo-locale en-XA (ADR 0042)', () => {
  it('brackets each string and lengthens it by about a third, keeping placeholders', () => {
    const text = 'Show {{label}}';
    const pseudo = pseudoString(text);
    expect(pseudo.startsWith('[Show {{label}}')).toBe(true);
    expect(pseudo.endsWith(']')).toBe(true);
    expect(pseudo.length).toBeGreaterThanOrEqual(Math.ceil(text.length * (4 / 3)));
  });

  it('transforms nested catalogues', () => {
    expect(pseudoCatalogue({ a: { b: 'Skip' } })).toEqual({ a: { b: '[Skip ~~]' } });
  });
});
