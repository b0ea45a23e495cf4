/**
 * Whether a member's address is complete (spec 001 §2.2 "Complete Your Profile prompt"): the prompt shows
 * while flat/wing, building name, detailed address or city is missing, blank or the placeholder
 * "Not provided" (what an account made without the sign-up form carries).
 */

/** The placeholder an unknown address field carries (spec 001 §2.2). */
export const NOT_PROVIDED = 'Not provided';

/** True when `value` holds real text: not null/undefined, not blank, not "Not provided" (trimmed). */
export function isProvided(value: string | null | undefined): boolean {
  const text = value?.trim() ?? '';
  return text !== '' && text !== NOT_PROVIDED;
}

/** The address fields the prompt checks. */
export interface AddressFields {
  flatWing: string | null | undefined;
  buildingName: string | null | undefined;
  detailedAddress: string | null | undefined;
  city: string | null | undefined;
}

/** True when any of the four address fields is not provided (see `isProvided`). */
export function needsAddress(user: AddressFields): boolean {
  return !(
    isProvided(user.flatWing) &&
    isProvided(user.buildingName) &&
    isProvided(user.detailedAddress) &&
    isProvided(user.city)
  );
}
