import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NOT_PROVIDED, isProvided, needsAddress } from './profile';

const complete = {
  flatWing: 'B-204',
  buildingName: 'Lakeview Residency',
  detailedAddress: 'Near the lake, Powai',
  city: 'Mumbai',
};
const FIELDS = ['flatWing', 'buildingName', 'detailedAddress', 'city'] as const;
const blank = fc.stringMatching(/^[ \t\n]*$/);
const missing = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  blank,
  blank.map((pad) => `${pad}${NOT_PROVIDED}${pad}`),
);

describe('the Complete Your Profile rule (spec 001 §2.2)', () => {
  it('asks for nothing when all four address fields hold text', () => {
    expect(needsAddress(complete)).toBe(false);
  });

  it('asks when any one field is missing, blank or "Not provided"', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FIELDS), missing, (field, value) =>
        needsAddress({ ...complete, [field]: value }),
      ),
    );
  });

  it('counts any text with a visible character other than the placeholder as provided', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => s.trim() !== '' && s.trim() !== NOT_PROVIDED),
        (s) => isProvided(s),
      ),
    );
  });
});
