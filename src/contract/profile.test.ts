/** The profile area's schemas give the spec's messages word for word (spec 001 §5). */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { addressBody, passwordBody, profileBody } from './profile';

const messages = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

const address = { flatWing: 'A-1', buildingName: 'Palm', detailedAddress: 'Near the park', city: 'Mumbai' };
const profile = { name: 'Asha', email: 'asha@example.com', phone: '9876543210', ...address };

describe('profile schemas', () => {
  it('accepts a full profile form and turns empty optional fields into null', () => {
    expect(profileBody.parse({ ...profile, grade: '', school: null })).toMatchObject({
      grade: null,
      school: null,
      company: null,
    });
  });

  it.each([
    [{ name: 'A' }, 'Name must be at least 2 characters'],
    [{ email: 'nope' }, 'Invalid email address'],
    [{ phone: '123' }, 'Phone number must be at least 10 digits'],
    [{ flatWing: '' }, 'Flat and Wing Number is required'],
    [{ buildingName: '' }, 'Building Name is required'],
    [{ detailedAddress: 'abcd' }, 'Detailed Address must be at least 5 characters'],
    [{ city: '' }, 'Please select a city'],
  ])('profile form %j → %s', (override, message) => {
    expect(messages(profileBody, { ...profile, ...override })).toEqual([message]);
  });

  it.each([
    [{ flatWing: '' }, 'Flat and Wing Number is required'],
    [{ buildingName: '' }, 'Building Name is required'],
    [{ detailedAddress: 'abcd' }, 'Detailed Address must be at least 5 characters'],
    [{ city: '' }, 'City is required'],
  ])('address form %j → %s', (override, message) => {
    expect(messages(addressBody, { ...address, ...override })).toEqual([message]);
  });

  it.each([
    [{ currentPassword: '' }, 'Current password is required'],
    [{ newPassword: '12345', confirmPassword: '12345' }, 'New password must be at least 6 characters'],
    [{ confirmPassword: '' }, 'Please confirm your password'],
    [{ confirmPassword: 'other-one' }, "Passwords don't match"],
  ])('password form %j → %s', (override, message) => {
    const ok = { currentPassword: 'secret1', newPassword: 'secret2', confirmPassword: 'secret2' };
    expect(messages(passwordBody, { ...ok, ...override })).toContain(message);
  });
});
